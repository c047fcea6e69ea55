/** A toncenter-v3-compatible indexer: the shop wallet's transactions, oldest first, after a cursor. */
export interface IndexedTransaction {
  hash: string;
  lt: bigint;
  /** unix seconds */
  now: number;
  aborted: boolean;
  inMessage: {
    source: string | null;
    destination: string;
    value: bigint;
    bounced: boolean;
    comment: string | null;
  } | null;
}

export interface IndexerClient {
  transactionsAfter(account: string, afterLt: bigint, limit: number): Promise<IndexedTransaction[]>;
}

interface RawTransaction {
  hash: string;
  lt: string;
  now: number;
  description?: { aborted?: boolean; compute_ph?: { success?: boolean; skipped?: boolean } };
  in_msg?: {
    source?: string | null;
    destination?: string;
    value?: string | null;
    bounced?: boolean | null;
    message_content?: { decoded?: { type?: string; comment?: string } | null } | null;
  } | null;
}

export function parseTransaction(raw: RawTransaction): IndexedTransaction {
  const msg = raw.in_msg;
  const decoded = msg?.message_content?.decoded;
  return {
    hash: raw.hash,
    lt: BigInt(raw.lt),
    now: raw.now,
    aborted: raw.description?.aborted === true,
    inMessage: msg?.destination
      ? {
          source: msg.source ?? null,
          destination: msg.destination,
          value: BigInt(msg.value ?? '0'),
          bounced: msg.bounced === true,
          comment: decoded?.type === 'text_comment' ? (decoded.comment ?? null) : null,
        }
      : null,
  };
}

export function createIndexerClient(baseUrl: string, apiKey: string | undefined, timeoutMs = 10_000): IndexerClient {
  return {
    async transactionsAfter(account, afterLt, limit) {
      const url = `${baseUrl}/api/v3/transactions?account=${encodeURIComponent(account)}&start_lt=${afterLt + 1n}&sort=asc&limit=${limit}`;
      const response = await fetch(url, { headers: apiKey ? { 'X-API-Key': apiKey } : {}, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`indexer answered ${response.status}`);
      const body = (await response.json()) as { transactions?: RawTransaction[] };
      return (body.transactions ?? []).map(parseTransaction);
    },
  };
}
