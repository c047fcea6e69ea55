/**
 * Does detection find farms and leave people alone (issue 19)? Generates an organic population
 * (households and carrier NAT on shared prefixes, friends referring friends) and farms of
 * scripted accounts made four ways (bench/support/abuse-population.ts), writes them into a real
 * PostgreSQL as sign-ups, sign-ins and mining sessions, runs the product's detection job, and
 * prints recall (farm accounts flagged), the organic players flagged, and the job's time.
 * Goal: recall ≥ 95 %, organic flagged ≤ 1 %. Exits 1 when either misses.
 *   npm run bench:abuse            BENCH_ABUSE_ORGANIC (5000) and BENCH_ABUSE_FARMS (24) change the sizes, BENCH_ABUSE_SEED (19) the people drawn
 */
import { createHmac } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { ABUSE_DETECTION, DAY_MS } from '@fre/domain';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createDatabase, type Database } from '../apps/server/src/db/pool.ts';
import { createAbuseDetectionService } from '../apps/server/src/modules/abuse-detection/abuse-detection.service.ts';
import { FARM_STYLES, generatePopulation, type BenchAccount } from './support/abuse-population.ts';
import { writeSummary } from './support/production-server.ts';

const ORGANIC = Number(process.env.BENCH_ABUSE_ORGANIC ?? 5_000);
const FARMS = Number(process.env.BENCH_ABUSE_FARMS ?? 24);
const SEED = Number(process.env.BENCH_ABUSE_SEED ?? 19);
const NOW = new Date('2027-01-01T12:00:00Z');
const RECALL_TARGET = 0.95;
const ORGANIC_FLAGGED_TARGET = 0.01;
const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);

/** Hashes as the product keeps them: keyed, hex (decision 020). */
const hash = (label: string, value: string) => createHmac('sha256', 'bench-abuse').update(`${label}:${value}`).digest('hex');
const uuid = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const deviceUuid = (device: string) => {
  const hex = createHmac('sha256', 'device').update(device).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

async function write(db: Database, accounts: BenchAccount[]): Promise<void> {
  const batch = 1_000;
  for (let offset = 0; offset < accounts.length; offset += batch) {
    const slice = accounts.slice(offset, offset + batch);
    await db.query(
      `INSERT INTO users (id, email, nickname, password_hash, email_verified, referral_code, referred_by, mining_rate_nano, created_at, updated_at)
       SELECT u.id, 'bench' || u.i || '@example.test', 'Player' || u.i, 'bench', u.verified, 'AB' || upper(to_hex(u.i)), u.referrer, 1041667, u.at, u.at
       FROM unnest($1::uuid[], $2::int[], $3::boolean[], $4::uuid[], $5::timestamptz[]) AS u(id, i, verified, referrer, at)`,
      [slice.map((a) => uuid(a.i)), slice.map((a) => a.i), slice.map((a) => a.verifiedAt !== null), slice.map((a) => (a.referrer === null ? null : uuid(a.referrer))),
        slice.map((a) => new Date(a.signUpAt))],
    );
  }
  const signals = accounts.flatMap((a) => [
    { user: uuid(a.i), kind: 'sign_up', at: a.signUpAt, network: hash('network', a.signUpNetwork), agent: hash('ua', a.userAgent), device: a.device && deviceUuid(a.device),
      verified: a.verifiedAt, mining: a.firstMiningAt, referrer: a.referrer === null ? null : uuid(a.referrer) },
    ...a.signInNetworks.map((network, k) => ({ user: uuid(a.i), kind: 'sign_in', at: a.signUpAt + (k + 1) * DAY_MS / 3, network: hash('network', network), agent: hash('ua', a.userAgent),
      device: a.device && deviceUuid(a.device), verified: null, mining: null, referrer: null })),
  ]).filter((s) => s.at < NOW.getTime());
  for (let offset = 0; offset < signals.length; offset += 5_000) {
    const slice = signals.slice(offset, offset + 5_000);
    await db.query(
      `INSERT INTO abuse_signals (user_id, kind, at, network_hash, user_agent_hash, device_id, email_verified_at, first_mining_at, referrer_id)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::uuid[], $7::timestamptz[], $8::timestamptz[], $9::uuid[])`,
      [slice.map((s) => s.user), slice.map((s) => s.kind), slice.map((s) => new Date(s.at)), slice.map((s) => s.network), slice.map((s) => s.agent), slice.map((s) => s.device),
        slice.map((s) => (s.verified === null ? null : new Date(s.verified))), slice.map((s) => (s.mining === null ? null : new Date(s.mining))), slice.map((s) => s.referrer)],
    );
  }
  const sessions = accounts.flatMap((a) => a.sessionStarts.map((at) => ({ user: uuid(a.i), at })));
  for (let offset = 0; offset < sessions.length; offset += 10_000) {
    const slice = sessions.slice(offset, offset + 10_000);
    await db.query(
      `INSERT INTO mining_sessions (user_id, start_time, end_time, rate_nano, accrued_until, active, claimed, claimed_at, earnings_nano)
       SELECT s.user_id, s.at, s.at + interval '24 hours', 1041667, s.at, false, true, s.at + interval '24 hours', 25000000 FROM unnest($1::uuid[], $2::timestamptz[]) AS s(user_id, at)`,
      [slice.map((s) => s.user), slice.map((s) => new Date(s.at))],
    );
  }
  // Doing something besides mining: a support ticket stands for any of it (a game, a purchase…).
  const active = accounts.filter((a) => a.otherActivity);
  await db.query(
    `INSERT INTO support_tickets (user_id, category, message, created_at) SELECT id, 'other', 'bench', $2 FROM unnest($1::uuid[]) AS t(id)`,
    [active.map((a) => uuid(a.i)), NOW],
  );
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(1, whole)).toFixed(2)} %`;
}

async function main() {
  const server = await startEmbeddedPostgres({ dataDir: path.join(root, '.tmp', 'bench-abuse-db'), port: Number(process.env.BENCH_ABUSE_PG_PORT ?? 54345), fast: true, log: () => undefined });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS bench_abuse WITH (FORCE)');
  await admin.query('CREATE DATABASE bench_abuse');
  await admin.end();
  const db = createDatabase(server.urlFor('bench_abuse'), { max: 4 });
  try {
    await migrate(db);
    const accounts = generatePopulation({ organic: ORGANIC, farms: FARMS, days: ABUSE_DETECTION.lookbackDays, now: NOW.getTime(), seed: SEED });
    const generated = Date.now();
    await write(db, accounts);
    const organic = accounts.filter((a) => a.kind === 'organic');
    const scripted = accounts.filter((a) => a.kind !== 'organic' && a.kind !== 'owner');
    log(`abuse: ${organic.length} organic players, ${FARMS} farms of ${scripted.length} scripted accounts (${accounts.length - organic.length - scripted.length} owners), ` +
      `written in ${((Date.now() - generated) / 1000).toFixed(1)} s`);

    const detection = createAbuseDetectionService({ db, clock: { now: () => NOW } });
    const started = Date.now();
    const run = await detection.run();
    const jobSeconds = (Date.now() - started) / 1000;
    const flaggedRows = await db.query<{ user_id: string }>(
      `SELECT DISTINCT m.user_id FROM abuse_cluster_members m JOIN abuse_clusters c ON c.id = m.cluster_id
       WHERE c.status = 'open' AND m.role = 'member' AND m.score >= $1`,
      [ABUSE_DETECTION.flagScore],
    );
    const flagged = new Set(flaggedRows.rows.map((row) => row.user_id));
    const isFlagged = (a: BenchAccount) => flagged.has(uuid(a.i));
    const caught = scripted.filter(isFlagged).length;
    const organicFlagged = organic.filter(isFlagged);
    const recall = caught / scripted.length;
    const organicShare = organicFlagged.length / organic.length;
    log(`abuse: detection job ${jobSeconds.toFixed(2)} s, ${run.clusters} clusters, ${run.flagged} accounts flagged`);
    for (const style of FARM_STYLES) {
      const ofStyle = scripted.filter((a) => a.kind === style);
      log(`  farm style ${style.padEnd(10)} ${ofStyle.filter(isFlagged).length}/${ofStyle.length} flagged (${percent(ofStyle.filter(isFlagged).length, ofStyle.length)})`);
    }
    const owners = accounts.filter((a) => a.kind === 'owner');
    const named = await db.query<{ count: number }>(`SELECT count(DISTINCT referrer_id)::int AS count FROM abuse_clusters WHERE referrer_id = ANY ($1::uuid[])`, [owners.map((a) => uuid(a.i))]);
    log(`  farm owners named as the referrer of a cluster: ${named.rows[0]!.count}/${owners.length}`);
    const onShared = organic.filter((a) => organic.some((b) => b !== a && b.signUpNetwork === a.signUpNetwork)).length;
    log(`  organic players sharing a sign-up prefix with another: ${onShared} (${percent(onShared, organic.length)})`);
    if (organicFlagged.length) {
      // What flagged the organic players: the combinations of traits, most frequent first.
      const traits = await db.query<{ traits: string; count: number }>(
        `SELECT traits::text, count(DISTINCT user_id)::int AS count FROM abuse_cluster_members WHERE user_id = ANY ($1::uuid[]) AND score >= $2 GROUP BY traits::text ORDER BY count DESC LIMIT 6`,
        [organicFlagged.map((a) => uuid(a.i)), ABUSE_DETECTION.flagScore],
      );
      for (const row of traits.rows) log(`  organic flagged for ${row.traits}: ${row.count}`);
    }
    log(`RESULT recall ${percent(caught, scripted.length)} (${caught}/${scripted.length}, target ≥ ${RECALL_TARGET * 100} %) ${recall >= RECALL_TARGET ? 'PASS' : 'FAIL'}`);
    log(`RESULT organic flagged ${percent(organicFlagged.length, organic.length)} (${organicFlagged.length}/${organic.length}, target ≤ ${ORGANIC_FLAGGED_TARGET * 100} %) ${organicShare <= ORGANIC_FLAGGED_TARGET ? 'PASS' : 'FAIL'}`);
    log(`RESULT precision ${percent(caught, flagged.size)} of ${flagged.size} flagged accounts are scripted`);
    const figures: { figure: string; value: string; target?: string; ok?: boolean }[] = [
      { figure: 'abuse: farm accounts flagged (recall)', value: percent(caught, scripted.length), target: `≥ ${RECALL_TARGET * 100} %`, ok: recall >= RECALL_TARGET },
      { figure: 'abuse: organic players flagged', value: percent(organicFlagged.length, organic.length), target: `≤ ${ORGANIC_FLAGGED_TARGET * 100} %`, ok: organicShare <= ORGANIC_FLAGGED_TARGET },
      { figure: 'abuse: precision', value: percent(caught, flagged.size) },
      { figure: 'abuse: detection job', value: `${jobSeconds.toFixed(2)} s for ${accounts.length} sign-ups` },
    ];
    if (process.env.BENCH_ABUSE_SIGN_UP_COST !== '0') {
      const { measureSignUpCost } = await import('./support/abuse-sign-up-cost.ts');
      const cost = await measureSignUpCost();
      const line = `100 from one prefix ${cost.samePrefixSeconds.toFixed(1)} s (the 100th ${cost.lastSeconds.toFixed(2)} s); one from a fresh prefix ${cost.freshSeconds.toFixed(3)} s`;
      log(`RESULT sign-up cost: ${line}`);
      figures.push({ figure: 'abuse: scripted sign-up cost', value: line });
    }
    await writeSummary('abuse', { organic: organic.length, farms: FARMS, scripted: scripted.length, seed: SEED, figures });
    process.exitCode = recall >= RECALL_TARGET && organicShare <= ORGANIC_FLAGGED_TARGET ? process.exitCode : 1;
  } finally {
    await db.close();
    await server.stop();
  }
}

await main();
