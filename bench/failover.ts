/**
 * Losing the primary under load (issue 44, part 5): two app instances under the daily players'
 * load (bench/support/load-visit.ts, one Idempotency-Key per write) on scripts/ha's topology
 * (3 etcd, 3 PostgreSQL 15 under Patroni with synchronous replication, HAProxy's write and read
 * ports), and at least 3 trials of each fault: kill -9 of the primary's postmaster, stop of the
 * primary's Patroni, planned switchover. Per trial: the write outage (last good write → first good
 * write), every acknowledged write read back from the new primary (its stored answer and its
 * ledger row; none twice), the answers whose outcome the client could not know and what sending
 * them again under their key did (replayed: it had committed; applied: it had not), 5xx other than
 * 503, the instances' exits, and the jobs' leases (still there, the jobs running again).
 *   npm run bench:failover
 * Knobs: BENCH_FAILOVER_TRIALS (per fault, 3), BENCH_FAILOVER_FAULTS (kill-postmaster,stop-patroni,
 * switchover), BENCH_FAILOVER_RATE (players/s, 4), BENCH_FAILOVER_BEFORE_SECONDS (load before the
 * fault, 10), BENCH_FAILOVER_AFTER_SECONDS (load after writes are back, 10).
 */
import os from 'node:os';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterMembers, leaderOf } from '../scripts/ha/cluster.ts';
import { layoutOf } from '../scripts/ha/layout.ts';
import { down, ensureHaPackages, up, waitForComplete } from '../scripts/ha/topology.ts';
import { checkDatabase, settleUnknown, watchLeases, type DatabaseCheck, type Settled } from './support/failover-checks.ts';
import { FAULTS, FAULT_LABELS, inject, type Fault } from './support/failover-faults.ts';
import { startInstances } from './support/failover-instances.ts';
import { probeNewPrimary } from './support/failover-probe.ts';
import { outcomeUnknown, recordingClient, writeOutage, type AnswerRecord, type WriteRecord } from './support/failover-record.ts';
import { createLoadClient } from './support/load-client.ts';
import { LOAD_NOW, prepareLoadDatabase } from './support/load-data.ts';
import { visit } from './support/load-visit.ts';
import { ROOT, ensureWebBuild, median, writeSummary } from './support/production-server.ts';

const TRIALS = Number(process.env.BENCH_FAILOVER_TRIALS ?? 3);
const FAULT_LIST = (process.env.BENCH_FAILOVER_FAULTS ?? FAULTS.join(',')).split(',') as Fault[];
const RATE = Number(process.env.BENCH_FAILOVER_RATE ?? 4);
const BEFORE_SECONDS = Number(process.env.BENCH_FAILOVER_BEFORE_SECONDS ?? 10);
const AFTER_SECONDS = Number(process.env.BENCH_FAILOVER_AFTER_SECONDS ?? 10);
/** Writes not back by then end the trial: the figure is already over any target. */
const GIVE_UP_SECONDS = 90;
const TARGET_MEDIAN_OUTAGE_SECONDS = 15;
/** Every visit needs a player who has not visited yet (yesterday's session to claim). */
const USERS = Math.max(3_000, Math.ceil(RATE * (BEFORE_SECONDS + AFTER_SECONDS + 40) * TRIALS * FAULT_LIST.length * 1.3));
const PORTS = { instances: [56461, 56462], metrics: [56471, 56472] } as const;
const DATA_DIR = '.tmp/bench-failover';
const HA_DIR = path.join(ROOT, DATA_DIR, 'ha');
const SERVER_LOG = path.join(ROOT, DATA_DIR, 'servers.log');
const BONUS_CODE = 'FAILOVER';
const log = (line: string) => console.log(line);

for (const fault of FAULT_LIST) if (!FAULTS.includes(fault)) throw new Error(`unknown fault ${fault} (${FAULTS.join(', ')})`);

interface Trial {
  fault: Fault;
  trial: number;
  primary: string;
  newPrimary: string;
  outageSeconds: number | null;
  /** Writes answered from 2 s before the fault to 20 s after it: seconds from the fault, instance, status. */
  timeline: [number, number, number][];
  /** Seconds from the fault until a fresh connection through the write port reached the new primary. */
  primaryBackSeconds: number | null;
  check: DatabaseCheck;
  writes: number;
  /** Answers of writes whose outcome the client could not know, by status and code. */
  unknown: Record<string, number>;
  settled: Record<Settled['outcome'], number>;
  /** Among all answers (reads too): 5xx other than 503, and requests with no answer at all. */
  serverErrorsNot503: number;
  noAnswer: number;
  answers503: number;
  exits: number;
  jobsBackSeconds: number | null;
  leasesKept: boolean;
}

ensureHaPackages();
ensureWebBuild();
const started = Date.now();
const loadBefore = os.loadavg()[0]!;
await down(HA_DIR, () => undefined).catch(() => undefined);
await rm(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
const urls = await up(HA_DIR, log);
// The generator needs the superuser (it writes with triggers off); the instances use it too.
const freAdmin = urls.admin.replace(/\/postgres$/, '/fre');
const freRead = freAdmin.replace(`:${layoutOf(HA_DIR).haproxy.writePort}/`, `:${layoutOf(HA_DIR).haproxy.readPort}/`);
const players = await prepareLoadDatabase(urls.admin, freAdmin, { users: USERS, codes: [BONUS_CODE], log });
const instances = await startInstances({ ports: PORTS.instances, metricsPorts: PORTS.metrics, dataDir: DATA_DIR, logFile: SERVER_LOG, databaseUrl: freAdmin, readUrl: freRead, clockOffsetMs: LOAD_NOW.getTime() - Date.now() });
const clients = instances.servers.map((server) => createLoadClient(server.url));
const shutDown = async () => {
  for (const client of clients) client.close();
  await instances.stop();
  await down(HA_DIR, log);
};
const interrupt = () => void shutDown().finally(() => process.exit(130));
process.once('SIGINT', interrupt);
log(`2 instances on the write port ${layoutOf(HA_DIR).haproxy.writePort} (reads: ${layoutOf(HA_DIR).haproxy.readPort}); ${RATE} players/s; ${TRIALS} trials of ${FAULT_LIST.join(', ')}`);

let nextPlayer = 0;
async function runTrial(fault: Fault, trial: number): Promise<Trial> {
  await waitForComplete(HA_DIR);
  await instances.healthy();
  const sink = { answers: [] as AnswerRecord[], writes: [] as WriteRecord[] };
  let faultAt: number | null = null;
  const leases = await watchLeases(freAdmin, () => faultAt);
  const exitsBefore = instances.exits.reduce((a, b) => a + b, 0);
  const inFlight = new Set<Promise<void>>();
  let arriving = true;
  const arrivals = (async () => {
    for (let at = performance.now(); arriving; at += 1000 / RATE) {
      const wait = at - performance.now();
      if (wait > 1) await sleep(wait);
      if (nextPlayer === players.length) throw new Error('every generated player has visited: raise the number of users');
      const player = players[nextPlayer]!;
      const index = nextPlayer++ % 2;
      const server = instances.servers[index]!;
      const client = recordingClient(clients[index]!, index, player.referralCode, sink, () => instances.reachable(index));
      const running = visit({ client, origin: server.url, bonusCode: BONUS_CODE, dashboardReads: 5, pollMs: 2_000, thinkMs: 500, idempotencyKeys: true, record: () => undefined }, player)
        .catch((error: unknown) => log(`  visit failed: ${String(error)}`));
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running));
    }
  })();
  await sleep(BEFORE_SECONDS * 1000);
  const leader = leaderOf(await clusterMembers(layoutOf(HA_DIR)));
  const oldPort = layoutOf(HA_DIR).nodes.find((node) => node.name === leader?.name)?.pgPort ?? 0;
  faultAt = Date.now();
  const probe = probeNewPrimary(freAdmin, oldPort, faultAt);
  const injected = await inject(fault, HA_DIR);
  const injectedAt = faultAt;
  // Writes are back once one sent after the new primary was reachable succeeded (a write sent
  // before the fault may still succeed on the old primary, a switchover's patronictl takes a moment).
  const giveUp = sleep(GIVE_UP_SECONDS * 1000).then(() => null);
  const reachedAt = (await Promise.race([probe.reached, giveUp])) ?? injectedAt;
  const good = (w: WriteRecord) => w.sentAt > reachedAt && w.answer.status >= 200 && w.answer.status < 300;
  while (!sink.writes.some(good) && Date.now() - injectedAt < GIVE_UP_SECONDS * 1000) await sleep(250);
  await sleep(AFTER_SECONDS * 1000);
  const primaryBack = await probe.stop();
  arriving = false;
  await arrivals;
  await Promise.all(inFlight);
  await injected.done.catch((error: unknown) => log(`  ${fault}: ${String(error)}`));
  await injected.repair();
  await waitForComplete(HA_DIR);
  await instances.healthy();
  const unknown: Record<string, number> = {};
  for (const w of sink.writes.filter((write) => outcomeUnknown(write.answer))) {
    const label = `${w.answer.status || 'no answer'}${w.answer.status ? ` ${JSON.parse(w.answer.body || '{}')?.error?.code ?? ''}` : ''}`.trim();
    unknown[label] = (unknown[label] ?? 0) + 1;
  }
  // As answered, before the retries below replace the unknown outcomes' answers.
  const timeline = sink.writes
    .map((w): [number, number, number] => [Math.round((w.answeredAt - injectedAt) / 100) / 10, w.instance, w.answer.status])
    .filter(([at]) => at >= -2 && at <= 20)
    .sort((a, b) => a[0] - b[0]);
  const outage = writeOutage(sink.writes, injectedAt);
  const settledList = await settleUnknown(sink.writes, clients);
  const settled = { replayed: 0, applied: 0, refused: 0, failed: 0 };
  for (const s of settledList) settled[s.outcome] += 1;
  for (const s of settledList.filter((x) => x.outcome === 'refused' || x.outcome === 'failed')) log(`  ${s.write.path}: first ${s.first}, then ${s.last}`);
  const leasesAfter = await leases.stop();
  const check = await checkDatabase(freAdmin, sink.writes, new Date(LOAD_NOW.getTime() - 60_000));
  const newPrimary = leaderOf(await clusterMembers(layoutOf(HA_DIR)))?.name ?? '?';
  const result: Trial = {
    fault,
    trial,
    primary: injected.primary,
    newPrimary,
    outageSeconds: outage ? Math.round(outage.seconds * 10) / 10 : null,
    timeline,
    primaryBackSeconds: primaryBack === null ? null : Math.round(primaryBack * 10) / 10,
    check,
    writes: sink.writes.length,
    unknown,
    settled,
    serverErrorsNot503: sink.answers.filter((a) => a.status >= 500 && a.status !== 503).length,
    noAnswer: sink.answers.filter((a) => a.status === 0).length,
    answers503: sink.answers.filter((a) => a.status === 503).length,
    exits: instances.exits.reduce((a, b) => a + b, 0) - exitsBefore,
    jobsBackSeconds: leases.jobsBackSeconds() === null ? null : Math.round(leases.jobsBackSeconds()! * 10) / 10,
    leasesKept: leases.before.every((name) => leasesAfter.includes(name)),
  };
  for (const m of check.missing) log(`  MISSING: ${JSON.stringify(m)}`);
  const unknownText = Object.entries(unknown).map(([k, v]) => `${v}× ${k}`).join(', ') || 'none';
  log(`  ${fault} #${trial}: ${result.primary} → ${newPrimary}; new primary on the write port after ${result.primaryBackSeconds ?? '—'} s; writes back after ${result.outageSeconds ?? '—'} s; ${check.acknowledged} acknowledged (missing: ${check.missingAnswers} answers, ${check.missingLedgerRows} ledger rows; twice: ${check.twice}); unknown outcome: ${unknownText} → replayed ${settled.replayed}, applied ${settled.applied}, refused ${settled.refused}, unsettled ${settled.failed}; 5xx not 503: ${result.serverErrorsNot503}; no answer: ${result.noAnswer}; exits: ${result.exits}; jobs back after ${result.jobsBackSeconds ?? '—'} s; leases kept: ${result.leasesKept}`);
  return result;
}

const trials: Trial[] = [];
try {
  for (const fault of FAULT_LIST) {
    log(`\n${FAULT_LABELS[fault]}`);
    for (let trial = 1; trial <= TRIALS; trial++) trials.push(await runTrial(fault, trial));
  }
} finally {
  process.off('SIGINT', interrupt);
  await shutDown();
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
console.table(trials.map((t) => ({
  fault: t.fault,
  '#': t.trial,
  primary: `${t.primary} → ${t.newPrimary}`,
  'primary back s': t.primaryBackSeconds ?? '—',
  'outage s': t.outageSeconds ?? '—',
  acked: t.check.acknowledged,
  lost: t.check.missingAnswers + t.check.missingLedgerRows,
  twice: t.check.twice,
  unknown: sum(Object.values(t.unknown)),
  'replayed/applied/refused/unsettled': `${t.settled.replayed}/${t.settled.applied}/${t.settled.refused}/${t.settled.failed}`,
  '503s': t.answers503,
  '5xx not 503': t.serverErrorsNot503,
  'no answer': t.noAnswer,
  exits: t.exits,
  'jobs back s': t.jobsBackSeconds ?? '—',
  leases: t.leasesKept ? 'kept' : 'LOST',
})));
const figures = [
  ...FAULT_LIST.map((fault) => {
    const outages = trials.filter((t) => t.fault === fault).map((t) => t.outageSeconds ?? GIVE_UP_SECONDS);
    const value = Math.round(median(outages) * 10) / 10;
    return { figure: `median write outage, ${FAULT_LABELS[fault]} (s; ${outages.join(', ')})`, value, target: `≤ ${TARGET_MEDIAN_OUTAGE_SECONDS}`, ok: value <= TARGET_MEDIAN_OUTAGE_SECONDS };
  }),
  { figure: 'acknowledged writes missing afterwards (stored answer or ledger row)', value: sum(trials.map((t) => t.check.missingAnswers + t.check.missingLedgerRows)), target: '0' },
  { figure: 'ledger postings applied twice', value: sum(trials.map((t) => t.check.twice)), target: '0' },
  { figure: 'unknown outcomes not settled by their key', value: sum(trials.map((t) => t.settled.failed)), target: '0' },
  { figure: '5xx other than 503', value: sum(trials.map((t) => t.serverErrorsNot503)), target: '0' },
  { figure: 'instance exits', value: sum(trials.map((t) => t.exits)), target: '0' },
  { figure: 'trials whose job leases were lost', value: trials.filter((t) => !t.leasesKept).length, target: '0' },
].map((f) => ({ ...f, ok: 'ok' in f ? f.ok : f.value === 0 }));
console.log('');
console.table(figures.map((f) => ({ ...f, ok: f.ok ? 'pass' : 'FAIL' })));
const machine = `${os.cpus().length} vCPU (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Linux ${os.release()}, Node.js ${process.versions.node}`;
const file = await writeSummary('failover', { date: new Date().toISOString(), host: os.hostname(), machine, minutes: Math.round((Date.now() - started) / 6_000) / 10, loadAverage: { before: loadBefore, after: os.loadavg()[0] }, rate: RATE, users: USERS, trials, figures });
console.log(`${machine}; load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after; ${((Date.now() - started) / 60_000).toFixed(1)} min; details in ${path.relative(ROOT, file)}; the instances' output in ${path.relative(ROOT, SERVER_LOG)}`);
process.exit(figures.every((f) => f.ok) ? 0 : 1);
