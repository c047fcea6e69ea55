import type { RawTrace, RawTransaction } from './payout-trace.ts';

/** toncenter v3: the hot wallet's state, sending a message, the trace it started, the FRE it holds. */
export interface TonApiClient {
  /** The wallet's seqno, TON balance (nanoton) and account status (active, uninit, frozen, nonexist). */
  wallet(address: string): Promise<{ seqno: number; balance: bigint; status: string }>;
  /** FRE (nano) held by a jetton wallet; 0 when it does not exist yet. */
  jettonBalance(jettonWallet: string): Promise<bigint>;
  send(boc: string): Promise<void>;
  /** The trace of an external message, null while none is indexed. */
  trace(messageHash: string): Promise<RawTrace | null>;
  /** One transaction by its hash (base64), null when the indexer has none. */
  transaction(hash: string): Promise<RawTransaction | null>;
}

export function createTonApiClient(baseUrl: string, apiKey: string | undefined, timeoutMs = 10_000): TonApiClient {
  const headers: Record<string, string> = { accept: 'application/json', ...(apiKey ? { 'X-API-Key': apiKey } : {}) };
  const get = async (path: string) => {
    const response = await fetch(baseUrl + path, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`TON API answered ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    async wallet(address) {
      const info = await get(`/api/v3/walletInformation?address=${encodeURIComponent(address)}&use_v2=false`);
      return { seqno: Number(info.seqno ?? 0), balance: BigInt(String(info.balance ?? '0')), status: String(info.status ?? 'unknown') };
    },
    async jettonBalance(jettonWallet) {
      const body = await get(`/api/v3/jetton/wallets?address=${encodeURIComponent(jettonWallet)}&limit=1&offset=0`);
      const wallets = (body.jetton_wallets ?? []) as { balance?: string }[];
      return BigInt(wallets[0]?.balance ?? '0');
    },
    async send(boc) {
      const response = await fetch(`${baseUrl}/api/v3/message`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ boc }), signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`TON API refused the message: ${response.status}`);
    },
    async trace(messageHash) {
      const body = await get(`/api/v3/traces?msg_hash=${encodeURIComponent(messageHash)}&limit=1`);
      return ((body.traces ?? []) as RawTrace[])[0] ?? null;
    },
    async transaction(hash) {
      const body = await get(`/api/v3/transactions?hash=${encodeURIComponent(hash)}&limit=1`);
      return ((body.transactions ?? []) as RawTransaction[])[0] ?? null;
    },
  };
}
