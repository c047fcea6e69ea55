/**
 * The high-availability topology of deploy/ha on one machine, from Debian's packages: three etcd
 * members, three PostgreSQL 15 under Patroni (synchronous replication), HAProxy's write and read
 * ports. `npm run ha -- up|down|status|kill-primary` (scripts/ha.ts) and bench:failover use it.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ensureDebianPackage } from '../ensure-debian-package.mjs';
import { clusterMembers, isComplete, leaderOf, type Member } from './cluster.ts';
import { HOST, layoutOf, type Layout, type NodeName, type PatroniNode } from './layout.ts';
import { isAlive, postgresOwner, spawnDetached, stopProcess, waitUntil, type Owner } from './processes.ts';
import { renderTemplate } from './render.ts';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
/** The database and login role the app uses (its owner: the app's migrations create everything in it). */
const APP_DATABASE = 'fre';

interface Secrets {
  superuser: string;
  replication: string;
  app: string;
}

interface State {
  pids: Record<string, number>;
}

export interface Urls {
  /** The app's role through HAProxy's write port (DATABASE_URL) and read port (DATABASE_READ_URL). */
  write: string;
  read: string;
  /** The superuser through the write port: for operators' tools and the bench's data. */
  admin: string;
}

export function ensureHaPackages(): void {
  ensureDebianPackage(path.join(PG_BIN, 'pg_ctl'), ['postgresql-15']);
  ensureDebianPackage('/usr/bin/etcd', ['etcd-server']);
  ensureDebianPackage('/usr/bin/patroni', ['patroni']);
  ensureDebianPackage('/usr/sbin/haproxy', ['haproxy']);
}

const readJson = async <T>(file: string): Promise<T | null> => (existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : null);

async function secretsOf(layout: Layout): Promise<Secrets> {
  const kept = await readJson<Secrets>(layout.secrets);
  if (kept) return kept;
  const secret = () => randomBytes(18).toString('base64url');
  const made = { superuser: secret(), replication: secret(), app: secret() };
  await writeFile(layout.secrets, `${JSON.stringify(made)}\n`, { mode: 0o600 });
  return made;
}

export async function urlsOf(dir: string): Promise<Urls> {
  const layout = layoutOf(dir);
  const secrets = await readJson<Secrets>(layout.secrets);
  if (!secrets) throw new Error(`no topology in ${layout.dir} (npm run ha -- up --dir ${dir})`);
  const { writePort, readPort } = layout.haproxy;
  return {
    write: `postgres://${APP_DATABASE}:${secrets.app}@${HOST}:${writePort}/${APP_DATABASE}`,
    read: `postgres://${APP_DATABASE}:${secrets.app}@${HOST}:${readPort}/${APP_DATABASE}`,
    admin: `postgres://postgres:${secrets.superuser}@${HOST}:${writePort}/postgres`,
  };
}

const readState = async (layout: Layout) => (await readJson<State>(layout.state)) ?? { pids: {} };
const writeState = (layout: Layout, state: State) => writeFile(layout.state, `${JSON.stringify(state, null, 2)}\n`);

/** The postgres user must reach the folder (a checkout under a 0700 home would hide it). */
async function assertReachable(dir: string, owner: Owner | null): Promise<void> {
  if (!owner) return;
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    if (((await stat(current)).mode & 0o001) === 0) throw new Error(`${current} is not reachable by the postgres user: choose another folder with --dir (under /var/lib or /tmp)`);
  }
}

async function ownedDir(dir: string, owner: Owner | null): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (owner) await chown(dir, owner.uid, owner.gid);
}

async function startEtcd(layout: Layout, state: State): Promise<void> {
  const initialCluster = layout.etcd.map((member) => `${member.name}=http://${HOST}:${member.peerPort}`).join(',');
  for (const member of layout.etcd) {
    if (isAlive(state.pids[member.name])) continue;
    await mkdir(member.dir, { recursive: true, mode: 0o700 });
    const config = `${member.dir}.yml`;
    await writeFile(config, await renderTemplate('etcd.yml', { name: member.name, dataDir: member.dir, host: HOST, clientPort: member.clientPort, peerPort: member.peerPort, initialCluster }));
    state.pids[member.name] = spawnDetached('/usr/bin/etcd', ['--config-file', config], { log: `${member.dir}.log`, cwd: layout.dir });
  }
  await writeState(layout, state);
  await waitUntil('etcd did not become healthy', 60_000, async () => {
    const answers = await Promise.all(layout.etcd.map((member) => fetch(`http://${HOST}:${member.clientPort}/health`, { signal: AbortSignal.timeout(1_000) }).then((r) => r.json() as Promise<{ health?: string }>)));
    return answers.every((answer) => answer.health === 'true');
  });
}

async function writePatroniConfig(layout: Layout, node: PatroniNode, secrets: Secrets, owner: Owner | null): Promise<void> {
  await ownedDir(node.dir, owner);
  const text = await renderTemplate('patroni.yml', {
    name: node.name,
    host: HOST,
    restPort: node.restPort,
    pgPort: node.pgPort,
    etcdHosts: layout.etcd.map((member) => `${HOST}:${member.clientPort}`).join(','),
    hbaNetwork: `${HOST}/32`,
    dataDir: node.dataDir,
    pgpass: path.join(node.dir, 'pgpass'),
    socketDir: node.dir,
    superuserPassword: secrets.superuser,
    replicationPassword: secrets.replication,
  });
  // It holds the passwords: readable by its owner only.
  await writeFile(node.config, text, { mode: 0o600 });
  await chmod(node.config, 0o600);
  if (owner) await chown(node.config, owner.uid, owner.gid);
}

function spawnPatroni(layout: Layout, node: PatroniNode, owner: Owner | null): number {
  return spawnDetached('/usr/bin/patroni', [node.config], { log: node.log, cwd: node.dir, owner, env: { HOME: node.dir } });
}

async function startHaproxy(layout: Layout, state: State): Promise<void> {
  if (isAlive(state.pids.haproxy)) return;
  const servers = (check: string) => layout.nodes.map((node) => `  server ${node.name} ${HOST}:${node.pgPort} check port ${node.restPort}${check}`).join('\n');
  const text = await renderTemplate('haproxy.cfg', { host: HOST, writePort: layout.haproxy.writePort, readPort: layout.haproxy.readPort, writeServers: servers(''), readServers: servers('') });
  await writeFile(layout.haproxy.config, text);
  const checked = spawnSync('/usr/sbin/haproxy', ['-c', '-q', '-f', layout.haproxy.config], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`haproxy refused ${layout.haproxy.config}: ${checked.stderr}${checked.stdout}`);
  state.pids.haproxy = spawnDetached('/usr/sbin/haproxy', ['-db', '-f', layout.haproxy.config], { log: layout.haproxy.log, cwd: layout.dir });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Until a primary and two replicas run (one the synchronous standby) and the write port reaches the primary. */
export async function waitForComplete(dir: string, timeoutMs = 180_000): Promise<Member[]> {
  const layout = layoutOf(dir);
  const urls = await urlsOf(dir);
  let members: Member[] = [];
  await waitUntil('the cluster did not have a primary and two running replicas', timeoutMs, async () => isComplete((members = await clusterMembers(layout))));
  await waitUntil('the write port did not reach the primary', 30_000, async () => (await query<{ primary: boolean }>(urls.admin, 'SELECT NOT pg_is_in_recovery() AS primary'))[0]?.primary === true);
  return members;
}

/** Starts what is not running yet (a stopped topology starts again with its data), and waits until it is whole. */
export async function up(dir: string, log: (line: string) => void): Promise<Urls> {
  ensureHaPackages();
  const layout = layoutOf(dir);
  const owner = postgresOwner();
  await mkdir(layout.dir, { recursive: true, mode: 0o755 });
  await assertReachable(layout.dir, owner);
  const secrets = await secretsOf(layout);
  const state = await readState(layout);
  log(`etcd: ${layout.etcd.length} members (client ports ${layout.etcd.map((m) => m.clientPort).join(', ')})`);
  await startEtcd(layout, state);
  for (const node of layout.nodes) {
    if (isAlive(state.pids[node.name])) continue;
    await writePatroniConfig(layout, node, secrets, owner);
    state.pids[node.name] = spawnPatroni(layout, node, owner);
  }
  await startHaproxy(layout, state);
  await writeState(layout, state);
  log(`patroni: ${layout.nodes.map((n) => `${n.name} (postgres ${n.pgPort}, REST ${n.restPort})`).join(', ')}; haproxy: write ${layout.haproxy.writePort}, read ${layout.haproxy.readPort}`);
  log('waiting for a primary and two replicas…');
  await waitForComplete(dir);
  const urls = await urlsOf(dir);
  const roles = await query(urls.admin, 'SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_DATABASE]);
  if (roles.length === 0) await query(urls.admin, `CREATE ROLE ${APP_DATABASE} LOGIN PASSWORD '${secrets.app}'`);
  const databases = await query(urls.admin, 'SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
  if (databases.length === 0) await query(urls.admin, `CREATE DATABASE ${APP_DATABASE} OWNER ${APP_DATABASE}`);
  return urls;
}

async function postmasterPid(node: PatroniNode): Promise<number | null> {
  const file = path.join(node.dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number((await readFile(file, 'utf8')).split('\n')[0]);
  return isAlive(pid) ? pid : null;
}

/** Stops every daemon `up` started (Patroni stops its PostgreSQL); the data stays for the next `up`. */
export async function down(dir: string, log: (line: string) => void): Promise<void> {
  const layout = layoutOf(dir);
  const state = await readState(layout);
  await stopProcess(state.pids.haproxy);
  await Promise.all(layout.nodes.map(async (node) => {
    await stopProcess(state.pids[node.name], 'SIGTERM', 60_000);
    // A postmaster left behind by a Patroni that was killed: stopped the way pg_ctl's fast mode does.
    await stopProcess((await postmasterPid(node)) ?? undefined, 'SIGINT', 30_000);
  }));
  await Promise.all(layout.etcd.map((member) => stopProcess(state.pids[member.name])));
  await rm(layout.state, { force: true });
  log(`stopped; the data stays in ${layout.dir}`);
}

export interface MemberStatus extends Member {
  patroniPid: number | null;
  postmasterPid: number | null;
}

export async function status(dir: string): Promise<{ members: MemberStatus[]; haproxyUp: boolean; etcdUp: number }> {
  const layout = layoutOf(dir);
  const state = await readState(layout);
  const members = await clusterMembers(layout);
  const rows: MemberStatus[] = [];
  for (const node of layout.nodes) {
    const member = members.find((m) => m.name === node.name) ?? { name: node.name, role: '—', state: 'absent', host: HOST, port: node.pgPort };
    rows.push({ ...member, patroniPid: isAlive(state.pids[node.name]) ? state.pids[node.name]! : null, postmasterPid: await postmasterPid(node) });
  }
  return { members: rows, haproxyUp: isAlive(state.pids.haproxy), etcdUp: layout.etcd.filter((member) => isAlive(state.pids[member.name])).length };
}

/** kill -9 of the primary's postmaster: what a crash of PostgreSQL looks like to Patroni. */
export async function killPrimary(dir: string): Promise<{ name: string; pid: number }> {
  const layout = layoutOf(dir);
  const leader = leaderOf(await clusterMembers(layout));
  const node = layout.nodes.find((n) => n.name === leader?.name);
  const pid = node ? await postmasterPid(node) : null;
  if (!node || !pid) throw new Error('no running primary to kill');
  process.kill(pid, 'SIGKILL');
  return { name: node.name, pid };
}

/** Stops one node's Patroni (SIGTERM: it stops its PostgreSQL and gives up the leader key). */
export async function stopPatroni(dir: string, name: NodeName): Promise<void> {
  const layout = layoutOf(dir);
  const state = await readState(layout);
  await stopProcess(state.pids[name], 'SIGTERM', 60_000);
}

/** Starts one node's Patroni again (it rejoins as a replica). */
export async function startPatroni(dir: string, name: NodeName): Promise<void> {
  const layout = layoutOf(dir);
  const state = await readState(layout);
  const node = layout.nodes.find((n) => n.name === name)!;
  if (isAlive(state.pids[name])) return;
  state.pids[name] = spawnPatroni(layout, node, postgresOwner());
  await writeState(layout, state);
}

/** patronictl switchover to a named replica (or any), without asking. */
export function switchoverArgs(dir: string, leader: string, candidate?: string): string[] {
  const layout = layoutOf(dir);
  return ['-c', layout.nodes[0]!.config, 'switchover', '--leader', leader, ...(candidate ? ['--candidate', candidate] : []), '--force'];
}
