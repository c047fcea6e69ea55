/**
 * A local server speaking the toncenter v3 `GET /api/v3/transactions` API, built from a recorded
 * transaction (fixtures/toncenter-v3-transaction.json) with the fields a test needs changed, and
 * `GET /api/v3/accountStates` for the shop wallet's state.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beginCell } from '@ton/core';

const template = JSON.parse(readFileSync(new URL('./fixtures/toncenter-v3-transaction.json', import.meta.url), 'utf8'));

export interface Payment {
  comment: string | null;
  value: bigint;
  destination: string;
  source?: string;
  bounced?: boolean;
  aborted?: boolean;
  /**
   * The shop wallet is not deployed: compute skipped with `no_state` and the transaction aborted,
   * as in fixtures/toncenter-traces/04-payment-to-uninit.json.
   */
  uninitialised?: boolean;
  /** The payment was bounceable and went back: a bounce out-message to the payer, as in 05. */
  bouncedBack?: boolean;
  nowSeconds?: number;
}

/** The bounce a payment sends back (shape of fixtures/toncenter-traces/05, `out_msgs[0]`). */
function bounceOf(inMsg: any, comment: string | null, lt: bigint): Record<string, unknown> {
  const fwdFee = 266_669n;
  // A bounce body is 0xffffffff then the first 256 bits of the payment's body (a text comment:
  // op 0 and the text); the template's own body is hand-made and does not parse.
  const original = beginCell().storeUint(0, 32).storeStringTail(comment ?? '').endCell().beginParse();
  const body = beginCell().storeUint(0xffffffff, 32).storeBits(original.loadBits(Math.min(original.remainingBits, 256))).endCell();
  return {
    ...structuredClone(inMsg),
    hash: randomBytes(32).toString('base64'),
    source: inMsg.destination,
    destination: inMsg.source,
    value: (BigInt(inMsg.value) - 2n * fwdFee).toString(),
    fwd_fee: fwdFee.toString(),
    created_lt: (lt + 1n).toString(),
    opcode: '0xffffffff',
    bounce: false,
    bounced: true,
    message_content: { hash: body.hash().toString('base64'), body: body.toBoc().toString('base64'), decoded: null },
  };
}

export async function startIndexerStandIn() {
  const transactions: Record<string, unknown>[] = [];
  let lt = 50_123_456_000_010n;
  let accountStatus: string | null = 'active';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/v3/accountStates') {
      // An account the indexer never saw has no row (toncenter/ton-indexer, ton-index-go).
      const address = url.searchParams.get('address');
      const accounts = accountStatus === null || !address ? [] : [{ address, status: accountStatus, balance: '1000000000', account_state_hash: randomBytes(32).toString('base64'), last_transaction_lt: lt.toString(), frozen_hash: null, code_hash: null, data_hash: null }];
      return response.end(JSON.stringify({ accounts, address_book: {}, metadata: {} }));
    }
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
      if (payment.uninitialised) {
        tx.orig_status = 'uninit';
        tx.end_status = 'uninit';
        tx.description.aborted = true;
        tx.description.compute_ph = { skipped: true, reason: 'no_state' };
        delete tx.description.action;
      }
      if (payment.bouncedBack) {
        tx.in_msg.bounce = true;
        tx.description.aborted = true;
        tx.description.bounce = { type: 'ok', msg_size: { cells: '0', bits: '0' }, msg_fees: '133331', fwd_fees: '266669' };
        tx.out_msgs = [bounceOf(tx.in_msg, payment.comment, lt)];
      }
      transactions.push(tx);
      return tx;
    },
    /** The same transaction listed again (indexers repeat rows across pages). */
    repeat(tx: Record<string, unknown>) {
      transactions.push(structuredClone(tx));
    },
    /** What `accountStates` answers for the shop wallet; null: the indexer never saw it. */
    setAccountStatus(status: 'active' | 'uninit' | 'frozen' | 'nonexist' | null) {
      accountStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
