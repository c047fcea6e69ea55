/** A toncenter-v3-compatible indexer: the shop wallet's transactions, oldest first, after a cursor. */
export interface IndexedTransaction {
  hash: string;
  lt: bigint;
  /** unix seconds */
  now: number;
  /**
   * TON's own flag, kept for the record: it is also set when the compute phase is skipped (an
   * uninitialised wallet), which keeps the value. It decides nothing (payment-outcome.ts).
   */
  aborted: boolean;
  /** Why the compute phase was skipped ('no_state' for a wallet never deployed), null when it ran. */
  computeSkipped: string | null;
  inMessage: {
    source: string | null;
    destination: string;
    value: bigint;
    bounced: boolean;
    comment: string | null;
  } | null;
  /** What the transaction sent; a bounce of the payment is one of these with `bounced`. */
  outMessages: { destination: string | null; value: bigint; bounced: boolean }[];
}

/** An account's status as the chain names it (docs.ton.org, foundations/status). */
export type AccountStatus = 'active' | 'uninit' | 'frozen' | 'nonexist';

export interface IndexerClient {
  transactionsAfter(account: string, afterLt: bigint, limit: number): Promise<IndexedTransaction[]>;
  accountStatus(account: string): Promise<AccountStatus>;
}

interface RawMessage {
  source?: string | null;
  destination?: string | null;
  value?: string | null;
  bounced?: boolean | null;
  message_content?: { decoded?: { type?: string; comment?: string } | null } | null;
}

interface RawTransaction {
  hash: string;
  lt: string;
  now: number;
  description?: {
    aborted?: boolean;
    // Current toncenter: {skipped: true, reason}; responses of 2024: {type: 'skipped', skip_reason}
    // (test/fixtures/toncenter-traces/04-payment-to-uninit.json). Both are read.
    compute_ph?: { success?: boolean; skipped?: boolean; reason?: string; type?: string; skip_reason?: string };
  };
  in_msg?: RawMessage | null;
  out_msgs?: RawMessage[] | null;
}

function skipReason(phase: NonNullable<RawTransaction['description']>['compute_ph']): string | null {
  if (phase?.skipped === true) return phase.reason ?? 'unknown';
  if (phase?.type === 'skipped') return phase.skip_reason ?? 'unknown';
  return null;
}

export function parseTransaction(raw: RawTransaction): IndexedTransaction {
  const msg = raw.in_msg;
  const decoded = msg?.message_content?.decoded;
  return {
    hash: raw.hash,
    lt: BigInt(raw.lt),
    now: raw.now,
    aborted: raw.description?.aborted === true,
    computeSkipped: skipReason(raw.description?.compute_ph),
    inMessage: msg?.destination
      ? {
          source: msg.source ?? null,
          destination: msg.destination,
          value: BigInt(msg.value ?? '0'),
          bounced: msg.bounced === true,
          comment: decoded?.type === 'text_comment' ? (decoded.comment ?? null) : null,
        }
      : null,
    outMessages: (raw.out_msgs ?? []).map((out) => ({ destination: out.destination ?? null, value: BigInt(out.value ?? '0'), bounced: out.bounced === true })),
  };
}

const STATUSES: readonly string[] = ['active', 'uninit', 'frozen', 'nonexist'];

export function createIndexerClient(baseUrl: string, apiKey: string | undefined, timeoutMs = 10_000): IndexerClient {
  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, { headers: apiKey ? { 'X-API-Key': apiKey } : {}, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`indexer answered ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    async transactionsAfter(account, afterLt, limit) {
      const body = await get<{ transactions?: RawTransaction[] }>(`/api/v3/transactions?account=${encodeURIComponent(account)}&start_lt=${afterLt + 1n}&sort=asc&limit=${limit}`);
      return (body.transactions ?? []).map(parseTransaction);
    },
    /**
     * `GET /api/v3/accountStates` → `{accounts: [{address, status, balance, …}]}` (toncenter/ton-indexer,
     * ton-index-go/docs/swagger.yaml: AccountStatesResponse, AccountStateFull; commit 010a1116d833). An
     * account the indexer never saw has no row: it does not exist yet.
     */
    async accountStatus(account) {
      const body = await get<{ accounts?: { status?: string | null }[] }>(`/api/v3/accountStates?address=${encodeURIComponent(account)}&include_boc=false`);
      const status = body.accounts?.[0]?.status ?? 'nonexist';
      if (!STATUSES.includes(status)) throw new Error(`indexer gave an unknown account status: ${status}`);
      return status as AccountStatus;
    },
  };
}
