/**
 * After each fault: the unknown outcomes settled by sending them again under their key, and the
 * database read back through the new primary: every acknowledged write is there (its stored
 * answer, its ledger row), none is there twice, and the jobs' leases are still in their table.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { LoadClient } from './load-client.ts';
import { errorCode, outcomeUnknown, type WriteRecord } from './failover-record.ts';

export type Settlement = 'replayed' | 'applied' | 'refused' | 'failed';

export interface Settled {
  write: WriteRecord;
  /** The first answer's status and code. */
  first: string;
  outcome: Settlement;
  /** The retry's status and code (refused: why). */
  last: string;
}

const describe = (status: number, body: string) => (status >= 400 ? `${status} ${errorCode({ status, body, ms: 0 }) ?? ''}`.trim() : String(status));

/**
 * Sends each write whose outcome was unknown again, unchanged (same key, same body), until it gets
 * an answer that says what happened: replayed (it had committed), applied now (it had not), or
 * refused by the rules.
 */
export async function settleUnknown(writes: WriteRecord[], clients: LoadClient[], attempts = 20): Promise<Settled[]> {
  const settled: Settled[] = [];
  for (const write of writes.filter((w) => outcomeUnknown(w.answer))) {
    let last = write.answer;
    for (let attempt = 0; attempt < attempts && outcomeUnknown(last); attempt++) {
      if (attempt > 0) await sleep(1_000);
      last = await clients[write.instance]!.request('POST', write.path, write.options);
    }
    const ok = last.status >= 200 && last.status < 300;
    const outcome: Settlement = outcomeUnknown(last) ? 'failed' : !ok ? 'refused' : last.replayed ? 'replayed' : 'applied';
    settled.push({ write, first: describe(write.answer.status, write.answer.body), outcome, last: describe(last.status, last.body) });
    // What the retry answered stands for the write from here on (an applied retry is acknowledged).
    write.answer = last;
  }
  return settled;
}

/** The ledger kind each money-moving write of a visit posts once (a keno round may add a win). */
const LEDGER_KIND: Record<string, string> = {
  '/api/mining/claim': 'mining_claim',
  '/api/bonus-codes/redeem': 'bonus_code',
  '/api/games/keno/play': 'game_stake',
};

export interface DatabaseCheck {
  acknowledged: number;
  /** Acknowledged writes whose stored answer (idempotency_keys) is missing. */
  missingAnswers: number;
  /** Acknowledged money writes without their ledger row. */
  missingLedgerRows: number;
  /** Players with a ledger kind posted twice by their one visit. */
  twice: number;
  /** The acknowledged writes not found, to look into. */
  missing: { path: string; key: string; referralCode: string; instance: number; sentAt: string; answeredAt: string; status: number; replayed: boolean; body: string }[];
}

/** Reads the players' rows back through the write port (the new primary). */
export async function checkDatabase(url: string, writes: WriteRecord[], since: Date): Promise<DatabaseCheck> {
  const acknowledged = writes.filter((w) => w.answer.status >= 200 && w.answer.status < 300);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const keys = acknowledged.map((w) => w.options.headers?.['idempotency-key'] ?? '');
    const stored = await client.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE key = ANY($1::text[])', [keys]);
    const found = new Set(stored.rows.map((row) => row.key));
    const codes = [...new Set(writes.map((w) => w.referralCode))];
    const ledger = await client.query<{ referral_code: string; kind: string; rows: number }>(
      `SELECT u.referral_code, l.kind, count(*)::int AS rows FROM ledger l JOIN users u ON u.id = l.user_id
       WHERE u.referral_code = ANY($1::text[]) AND l.created_at >= $2 GROUP BY 1, 2`,
      [codes, since],
    );
    const rows = new Map(ledger.rows.map((row) => [`${row.referral_code} ${row.kind}`, row.rows]));
    const withoutRow = acknowledged.filter((w) => LEDGER_KIND[w.path] && !rows.get(`${w.referralCode} ${LEDGER_KIND[w.path]}`));
    const withoutAnswer = acknowledged.filter((w) => !found.has(w.options.headers?.['idempotency-key'] ?? ''));
    const twice = ledger.rows.filter((row) => row.kind !== 'game_win' && row.rows > 1).length;
    const missing = [...new Set([...withoutAnswer, ...withoutRow])].map((w) => ({
      path: w.path,
      key: w.options.headers?.['idempotency-key'] ?? '',
      referralCode: w.referralCode,
      instance: w.instance,
      sentAt: new Date(w.sentAt).toISOString(),
      answeredAt: new Date(w.answeredAt).toISOString(),
      status: w.answer.status,
      replayed: w.answer.replayed ?? false,
      body: w.answer.body.slice(0, 300),
    }));
    return { acknowledged: acknowledged.length, missingAnswers: withoutAnswer.length, missingLedgerRows: withoutRow.length, twice, missing };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface LeaseWatch {
  /** Job names in job_leases before the fault. */
  before: string[];
  /** Seconds from the fault to the first run of a frequent job that finished after it. */
  jobsBackSeconds(): number | null;
  stop(): Promise<string[]>;
}

/**
 * Polls job_leases through the write port once a second: the rows must all be there after the
 * failover, and the frequent jobs (push-dispatch, every 5 s) run again.
 */
export async function watchLeases(url: string, faultAt: () => number | null): Promise<LeaseWatch> {
  const read = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<{ name: string; last_succeeded_at: Date | null }>('SELECT name, last_succeeded_at FROM job_leases ORDER BY name')).rows;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const before = (await read()).map((row) => row.name);
  let back: number | null = null;
  let stopped = false;
  const polling = (async () => {
    while (!stopped) {
      const at = faultAt();
      if (at !== null && back === null) {
        const rows = await read().catch(() => []);
        const succeeded = rows.find((row) => row.name === 'push-dispatch')?.last_succeeded_at;
        if (succeeded && succeeded.getTime() > at) back = (Date.now() - at) / 1000;
      }
      await sleep(1_000);
    }
  })();
  return {
    before,
    jobsBackSeconds: () => back,
    async stop() {
      stopped = true;
      await polling;
      return (await read()).map((row) => row.name);
    },
  };
}
