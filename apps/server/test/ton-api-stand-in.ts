/**
 * A local toncenter v3 for the payout worker: the hot wallet's state, the messages it is sent, and
 * for each signed message the trace the chain would show (test/payout-traces.ts, made from a real
 * recorded trace), and for a proof of liabilities' anchor its trace and transaction
 * (test/anchor-traces.ts). Tests say what the chain did with a message by its hash.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NANO_PER_FRE } from '@fre/domain';
import type { Database } from '#server/db/pool.ts';
import { anchorTrace, type AnchorTraceKind } from './anchor-traces.ts';
import { payoutTrace, type PayoutTraceKind } from './payout-traces.ts';

export async function startTonApiStandIn(db: Database, jettonWallet: string) {
  const state = {
    seqno: 5,
    tonBalance: 2_000_000_000n,
    freBalance: 10_000_000n * NANO_PER_FRE,
    /** Every BOC sent, in order. */
    received: [] as string[],
  };
  const outcomes = new Map<string, { kind: PayoutTraceKind; hotWallet: string }>();
  const anchors = new Map<string, { kind: AnchorTraceKind; hotWallet: string; comment: string }>();
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/v3/walletInformation') return response.end(JSON.stringify({ status: 'active', seqno: state.seqno, balance: state.tonBalance.toString() }));
    if (url.pathname === '/api/v3/jetton/wallets') return response.end(JSON.stringify({ jetton_wallets: [{ address: jettonWallet, balance: state.freBalance.toString() }] }));
    if (url.pathname === '/api/v3/message' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      state.received.push(JSON.parse(body).boc);
      return response.end('{"message_hash":"x"}');
    }
    if (url.pathname === '/api/v3/traces' && anchors.has(url.searchParams.get('msg_hash')!)) {
      const hash = url.searchParams.get('msg_hash')!;
      const anchor = anchors.get(hash)!;
      return response.end(JSON.stringify({ traces: [anchorTrace(anchor.kind, { ...anchor, messageHash: hash })], address_book: {}, metadata: {} }));
    }
    if (url.pathname === '/api/v3/transactions') {
      const hash = url.searchParams.get('hash')!;
      const transactions = [...anchors].flatMap(([messageHash, anchor]) => Object.values(anchorTrace(anchor.kind, { ...anchor, messageHash }).transactions)).filter((tx) => tx.hash === hash);
      return response.end(JSON.stringify({ transactions: transactions.slice(0, 1), address_book: {} }));
    }
    if (url.pathname === '/api/v3/traces') {
      const hash = url.searchParams.get('msg_hash')!;
      const outcome = outcomes.get(hash);
      const row = outcome ? (await db.query('SELECT payout_query_id FROM withdrawals WHERE payout_message_hash = $1', [hash])).rows[0] : null;
      const traces = outcome && row ? [payoutTrace(outcome.kind, { hotWallet: outcome.hotWallet, jettonWallet, messageHash: hash, queryId: BigInt(row.payout_query_id) })] : [];
      return response.end(JSON.stringify({ traces, address_book: {}, metadata: {} }));
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    /** What the chain did with the message of this hash, sent by this hot wallet (raw address). */
    settle(messageHash: string, hotWallet: string, kind: PayoutTraceKind) {
      outcomes.set(messageHash, { kind, hotWallet });
    },
    /** What the chain did with a proof of liabilities' anchor message (its comment, sent by this hot wallet). */
    settleAnchor(messageHash: string, hotWallet: string, comment: string, kind: AnchorTraceKind = 'confirmed') {
      anchors.set(messageHash, { kind, hotWallet, comment });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
