/**
 * Throwaway clusters of Debian's PostgreSQL 15, the oldest major the product supports, in a
 * temporary folder: for the benches that need a server other than the embedded PostgreSQL 18 (the
 * backup drill, the server suites on PG 15) and its client tools (pg_dump, pg_restore,
 * pg_basebackup). postgresql-15 is installed with apt when missing and this process can (root),
 * else the bench stops with the command to run. As root, every server runs as the `postgres` user:
 * PostgreSQL refuses to run as root.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ROOT } from './production-server.ts';

export const PG15_BIN = process.env.FRE_PG15_BIN ?? '/usr/lib/postgresql/15/bin';
export const pgTool = (name: string) => path.join(PG15_BIN, name);

const isRoot = process.getuid?.() === 0;

/** Installs Debian's postgresql-15 when missing (root with apt), else exits with the command to run. */
export function ensureDebianPostgres(): void {
  const ensure = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'ensure-debian-package.mjs'), pgTool('pg_ctl'), 'postgresql-15'], { stdio: 'inherit' });
  if (ensure.status !== 0) process.exit(ensure.status ?? 1);
}

function owner(): { uid: number; gid: number } | null {
  if (!isRoot) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const ids = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(ids.uid) || ids.uid <= 0) throw new Error('running as root needs a `postgres` user (Debian\'s postgresql-15 package creates it)');
  return ids;
}

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface RunOptions {
  /** As the clusters' owner: servers, initdb, pg_ctl, anything that writes a data folder. */
  asOwner?: boolean;
  env?: NodeJS.ProcessEnv;
  stdout?: 'pipe' | 'ignore';
  cwd?: string;
}

/** Runs a program to its end and keeps what it printed. */
export function runProgram(program: string, args: string[], options: RunOptions = {}): Promise<ToolResult> {
  const ids = options.asOwner ? owner() : null;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', ...options.env },
      stdio: ['ignore', options.stdout ?? 'pipe', 'pipe'],
      cwd: options.cwd,
      // The postgres user may not reach the checkout (a clone under /root): start it elsewhere.
      ...(ids ? { ...ids, cwd: tmpdir() } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    // 'exit', not 'close': pg_ctl start leaves a server behind that may hold inherited pipes.
    child.once('exit', (code) => setImmediate(() => resolve({ code, stdout, stderr, ms: performance.now() - started })));
  });
}

/** Runs one of Debian's PostgreSQL 15 programs (initdb, pg_ctl, pg_dump, pg_restore…). */
export const runTool = (name: string, args: string[], options: RunOptions = {}) => runProgram(pgTool(name), args, options);

/** A folder for clusters, archives and dumps, owned by the user the servers run as. */
export async function makeWorkDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const ids = owner();
  if (ids) await chown(dir, ids.uid, ids.gid);
  return dir;
}

/** A sub-folder of the work dir owned by the servers' user (a WAL archive, a base backup). */
export async function ownedDir(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const ids = owner();
  if (ids) await chown(dir, ids.uid, ids.gid);
  return dir;
}

export interface RunningCluster {
  dataDir: string;
  port: number;
  /** The superuser's connection string of `database`. */
  url(database: string): string;
  /** Runs SQL on `database` (postgres by default) and returns the rows. */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[], database?: string): Promise<T[]>;
  /** Environment that lets client tools in (PGPASSWORD). */
  env: NodeJS.ProcessEnv;
  logTail(): Promise<string>;
  stop(): Promise<void>;
}

/** Same superuser password for every cluster of a run: a base backup copies it along. */
export const CLUSTER_PASSWORD = randomBytes(12).toString('hex');

/** initdb of a new cluster in `dataDir` (superuser `postgres`, password auth on TCP, UTF-8, C locale). */
export async function initCluster(dataDir: string, settings: Record<string, string> = {}): Promise<void> {
  await ownedDir(dataDir);
  const pwfile = path.join(path.dirname(dataDir), `pwfile-${path.basename(dataDir)}`);
  await writeFile(pwfile, `${CLUSTER_PASSWORD}\n`, { mode: 0o644 });
  try {
    const made = await runTool('initdb', [`--pgdata=${dataDir}`, '--username=postgres', `--pwfile=${pwfile}`, '--auth-local=scram-sha-256', '--auth-host=scram-sha-256', '--encoding=UTF8', '--locale=C'], { asOwner: true });
    if (made.code !== 0) throw new Error(`initdb failed: ${made.stderr.slice(-2000)}`);
  } finally {
    await rm(pwfile, { force: true });
  }
  const lines = { listen_addresses: "'127.0.0.1'", unix_socket_directories: "''", ...settings };
  await appendFile(path.join(dataDir, 'postgresql.conf'), `\n# throwaway bench cluster\n${Object.entries(lines).map(([key, value]) => `${key} = ${value}`).join('\n')}\n`);
}

/** Starts the cluster in `dataDir` on `port` (pg_ctl start, waiting until it accepts connections). */
export async function startCluster(dataDir: string, port: number): Promise<RunningCluster> {
  const log = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`);
  const logTail = async () => (existsSync(log) ? (await readFile(log, 'utf8')).split('\n').slice(-30).join('\n') : '');
  const started = await runTool('pg_ctl', ['-D', dataDir, '-l', log, '-o', `-p ${port}`, '-w', '-t', '300', 'start'], { asOwner: true, stdout: 'ignore' });
  if (started.code !== 0) throw new Error(`pg_ctl start failed (${started.code}): ${started.stderr}\n${await logTail()}`);
  const url = (database: string) => `postgres://postgres:${CLUSTER_PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    dataDir,
    port,
    url,
    env: { PGPASSWORD: CLUSTER_PASSWORD },
    logTail,
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = [], database = 'postgres') {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async stop() {
      if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
      await runTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { asOwner: true, stdout: 'ignore' });
    },
  };
}

/** Waits until a recovering cluster has promoted itself (recovery_target_action = promote). */
export async function waitForPromotion(cluster: RunningCluster, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await cluster.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering').catch(() => null);
    if (rows && !rows[0]!.recovering) return;
    await sleep(250);
  }
  throw new Error(`the recovered cluster did not promote within ${timeoutMs / 1000} s:\n${await cluster.logTail()}`);
}
