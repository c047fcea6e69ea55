/** toncenter v3: the hot wallet's seqno, sending a message, and finding the transaction it made. */
export interface TonApiClient {
  seqno(address: string): Promise<number>;
  send(boc: string): Promise<void>;
  /** 'done' when a transaction executed the message, 'failed' when it was aborted, 'unknown' when none is indexed yet. */
  messageOutcome(hash: string): Promise<'done' | 'failed' | 'unknown'>;
}

export function createTonApiClient(baseUrl: string, apiKey: string | undefined, timeoutMs = 10_000): TonApiClient {
  const headers: Record<string, string> = { accept: 'application/json', ...(apiKey ? { 'X-API-Key': apiKey } : {}) };
  const get = async (path: string) => {
    const response = await fetch(baseUrl + path, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`TON API answered ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  return {
    async seqno(address) {
      const info = await get(`/api/v3/walletInformation?address=${encodeURIComponent(address)}&use_v2=false`);
      return Number(info.seqno ?? 0);
    },
    async send(boc) {
      const response = await fetch(`${baseUrl}/api/v3/message`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ boc }), signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`TON API refused the message: ${response.status}`);
    },
    async messageOutcome(hash) {
      const body = await get(`/api/v3/transactionsByMessage?msg_hash=${encodeURIComponent(hash)}&direction=in`);
      const transactions = (body.transactions ?? []) as { description?: { aborted?: boolean; compute_ph?: { success?: boolean } } }[];
      if (!transactions.length) return 'unknown';
      const tx = transactions[0]!;
      return tx.description?.aborted || tx.description?.compute_ph?.success === false ? 'failed' : 'done';
    },
  };
}
