/**
 * Debian's PgBouncer in transaction mode in front of a PostgreSQL, as an operator runs it: each
 * transaction may get a different server connection, so anything a session keeps (named prepared
 * statements, session advisory locks, SET) breaks behind it (decision 016).
 */
import { spawn, execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** The connection string of `database` through the pooler (same user and password). */
  urlFor(database: string): string;
  /** PgBouncer's own process (for CPU figures). */
  pid: number;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** Any connection string of the server behind it; its user and password are the pooler's too. */
  serverUrl: string;
  port: number;
  dir: string;
  /** Server connections per database: fewer than the app's pool, so transactions really share them. */
  poolSize?: number;
  /** Lets the server's user into the admin console (urlFor('pgbouncer'): SHOW POOLS, SHOW STATS). */
  adminConsole?: boolean;
  /** How long an idle server connection is kept (PgBouncer's default: 600). */
  serverIdleTimeoutSeconds?: number;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  const server = new URL(options.serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const config = path.join(options.dir, 'pgbouncer.ini');
  writeFileSync(path.join(options.dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o600 });
  writeFileSync(config, [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${options.port}`,
    `unix_socket_dir = ${options.dir}`,
    'auth_type = scram-sha-256',
    `auth_file = ${path.join(options.dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    `default_pool_size = ${options.poolSize ?? 8}`,
    'max_client_conn = 2000',
    'max_db_connections = 0',
    'server_lifetime = 3600',
    // Each test file has a database of its own: idle server connections to a finished file's would
    // pile up past the server's max_connections with the default ten minutes.
    `server_idle_timeout = ${options.serverIdleTimeoutSeconds ?? 600}`,
    'ignore_startup_parameters = extra_float_digits',
    `pidfile = ${path.join(options.dir, 'pgbouncer.pid')}`,
    ...(options.adminConsole ? [`admin_users = ${user}`] : []),
    '',
  ].join('\n'));
  // PgBouncer refuses to run as root: as root it runs as the postgres system user (which the
  // embedded PostgreSQL already needs), owning its folder.
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {};
  if (asRoot) for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) chownSync(path.join(options.dir, file), ids.uid!, ids.gid!);
  const child = spawn(PGBOUNCER, [config], { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (let tries = 0; !(await listening(options.port)); tries++) {
    if (child.exitCode !== null || tries > 100) throw new Error(`PgBouncer did not start on port ${options.port}: ${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid!,
    urlFor(database) {
      const url = new URL(options.serverUrl);
      url.hostname = '127.0.0.1';
      url.port = String(options.port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
