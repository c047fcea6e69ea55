/**
 * A local server speaking the toncenter v3 `GET /api/v3/transactions` API, built from a recorded
 * transaction (fixtures/toncenter-v3-transaction.json) with the fields a test needs changed.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const template = JSON.parse(readFileSync(new URL('./fixtures/toncenter-v3-transaction.json', import.meta.url), 'utf8'));

export interface Payment {
  comment: string | null;
  value: bigint;
  destination: string;
  source?: string;
  bounced?: boolean;
  aborted?: boolean;
  nowSeconds?: number;
}

export async function startIndexerStandIn() {
  const transactions: Record<string, unknown>[] = [];
  let lt = 50_123_456_000_010n;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.pathname !== '/api/v3/transactions') {
      response.statusCode = 404;
      return response.end('{"error":"not found"}');
    }
    const startLt = BigInt(url.searchParams.get('start_lt') ?? '0');
    const limit = Number(url.searchParams.get('limit') ?? '10');
    const page = transactions.filter((tx) => BigInt(tx.lt as string) >= startLt).slice(0, limit);
    response.end(JSON.stringify({ transactions: page, address_book: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Adds a transaction to the shop wallet's history; returns it in the indexer's format. */
    pay(payment: Payment) {
      lt += 10n;
      const tx = structuredClone(template);
      tx.hash = randomBytes(32).toString('base64');
      tx.trace_id = tx.hash;
      tx.lt = lt.toString();
      tx.now = payment.nowSeconds ?? Math.floor(Date.now() / 1000);
      tx.description.aborted = payment.aborted ?? false;
      tx.in_msg.hash = randomBytes(32).toString('base64');
      tx.in_msg.source = payment.source ?? `0:${randomBytes(32).toString('hex').toUpperCase()}`;
      tx.in_msg.destination = payment.destination;
      tx.in_msg.value = payment.value.toString();
      tx.in_msg.bounced = payment.bounced ?? false;
      tx.in_msg.message_content.decoded = payment.comment === null ? null : { type: 'text_comment', comment: payment.comment };
      transactions.push(tx);
      return tx;
    },
    /** The same transaction listed again (indexers repeat rows across pages). */
    repeat(tx: Record<string, unknown>) {
      transactions.push(structuredClone(tx));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
