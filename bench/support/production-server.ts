/**
 * The production server as a browser bench sees it: the built web app served by the real server
 * process (`apps/server/src/main.ts`, NODE_ENV=production, embedded PostgreSQL), and a signed-in
 * player with a running mining session. Shared by bench/lighthouse.ts and bench/dashboard-tick.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVE_ARGUMENTS } from '../../apps/server/test/serve-command.ts';
import { solvedChallenge } from '../../apps/server/test/solved-challenge.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Debian's Chromium (CHROME_PATH overrides), launched with the flags of the browser tests. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface ServerOptions {
  port: number;
  pgPort: number;
  /** FRE_DATA_DIR, relative to the repository root. */
  dataDir: string;
  /** More environment for the server (outside services' addresses, a DATABASE_URL instead of the embedded PostgreSQL). */
  env?: NodeJS.ProcessEnv;
  /** The server's output goes to this file (appended) instead of the bench's own. */
  logFile?: string;
}

export interface ProductionServer {
  /** http://localhost:PORT, the APP_URL the server was started with. */
  url: string;
  dataDir: string;
  /** The server process, for benches that watch its memory. */
  pid: number;
  stop(): Promise<void>;
}

export interface Player {
  email: string;
  /** The cookies signing in set (`name=value; name=value`), for a Cookie header. */
  cookie: string;
  /** The same cookies as browser cookies for `url`. */
  browserCookies: { name: string; value: string; url: string }[];
}

/**
 * The end-to-end tests' stand-ins for outside services (a DEX price API among them) on `port`,
 * until `stop`: a bench page that shows the FRE price then meets a price source that answers.
 */
export async function startStandIns(port: number): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/stand-ins.ts', String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`stand-ins exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => void child.kill() };
}

/** Builds the web app when apps/web/dist is missing (the server serves whatever is there). */
export function ensureWebBuild(): void {
  if (existsSync(path.join(ROOT, 'apps', 'web', 'dist', 'index.html'))) return;
  console.log('apps/web/dist is missing: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * Starts the server as `npm run serve` does (serve-command.ts) in production mode and waits for
 * /api/health. Over plain http on localhost the session cookie is not Secure (COOKIE_SECURE=auto
 * follows the request protocol), so signing in works without TLS; nothing else is needed.
 */
export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const url = `http://localhost:${options.port}`;
  const dataDir = path.resolve(ROOT, options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    APP_URL: url,
    FRE_PG_PORT: String(options.pgPort),
    FRE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  // The test clock only when the bench asks for it (with a NODE_ENV other than production).
  if (!options.env?.FRE_TEST_CLOCK) delete env.FRE_TEST_CLOCK;
  // The embedded PostgreSQL unless the bench gives a DATABASE_URL itself (never one inherited).
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  // BENCH_CPU_PROFILE_DIR=dir writes the server's CPU profile there (to find where a figure goes).
  const profile = process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
  const output = options.logFile ? openSync(options.logFile, 'a') : 'inherit';
  const child = spawn(process.execPath, [...profile, ...SERVE_ARGUMENTS], { cwd: ROOT, env, stdio: ['ignore', output, output] });
  if (typeof output === 'number') closeSync(output);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ProductionServer = { url, dataDir, pid: child.pid!, stop: () => stopChild(child, exited) };
  try {
    await waitForHealth(url, exited);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForHealth(url: string, exited: Promise<number | null>): Promise<void> {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the server exited with code ${gone} before answering /api/health`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url}/api/health did not answer within 120 s`);
}

/** SIGTERM (the server then stops its embedded PostgreSQL), SIGKILL after 30 s. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Runs `bench` against a fresh server process and always stops it, on failure and on Ctrl-C too.
 * The bench's return value becomes the exit code (1 when a target failed).
 */
export async function withProductionServer(options: ServerOptions, bench: (server: ProductionServer) => Promise<boolean>): Promise<void> {
  ensureWebBuild();
  const server = await startProductionServer(options);
  const interrupt = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const ok = await bench(server);
    process.exitCode = ok ? 0 : 1;
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    await server.stop();
  }
}

async function api(server: ProductionServer, method: string, route: string, options: { cookie?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${route}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response;
}

/** The verification token of the newest email sent to `email`, read from the outbox .eml files. */
export async function verificationToken(server: Pick<ProductionServer, 'dataDir'>, email: string): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? (await readdir(outbox)).filter((name) => name.endsWith(`-${email}.eml`)).sort() : [];
    if (files.length > 0) {
      // Quoted-printable: undo soft line breaks and =XX escapes, enough to read the link.
      const text = (await readFile(path.join(outbox, files.at(-1)!), 'utf8')).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
      if (match) return match[1]!;
    }
    await sleep(200);
  }
  throw new Error(`no verification email for ${email} in ${outbox}`);
}

/**
 * A player as on an ordinary day: signed up (through the bot challenge, decision 021), email verified through the emailed link, tutorial
 * already dealt with (skipped, the same call as its "Skip" button), mining session running.
 */
/** The password of every bench player. */
export const BENCH_PASSWORD = 'Str0ng!pass-bench';

/** A verified player who skipped the tutorial, with a mining session running unless `mining` is false. */
export async function createMiningPlayer(server: ProductionServer, prefix: string, { mining = true, tutorialSkipped = true } = {}): Promise<Player> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${prefix}.${stamp}@example.test`;
  const register = await api(server, 'POST', '/api/auth/register', {
    body: { email, nickname: `${prefix}${stamp}`.slice(0, 20), password: BENCH_PASSWORD, confirmPassword: BENCH_PASSWORD, language: 'fr', altcha: await solvedChallenge(server.url) },
  });
  // The httpOnly session cookie and its readable "signed in" companion (decision 014).
  const pairs = register.headers.getSetCookie().map((line) => line.split(';')[0]!);
  if (!pairs.some((pair) => pair.startsWith('fre_session='))) throw new Error('the sign-up answer set no session cookie');
  const cookie = pairs.join('; ');
  await api(server, 'POST', '/api/auth/verify-email', { body: { token: await verificationToken(server, email) } });
  if (tutorialSkipped) await api(server, 'PATCH', '/api/me', { cookie, body: { tutorialSkipped: true } });
  if (mining) await api(server, 'POST', '/api/mining/start', { cookie });
  const browserCookies = pairs.map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), url: server.url };
  });
  return { email, cookie, browserCookies };
}

/** What a player's device remembers after answering the cookie popup (the app's own storage key). */
export const ANSWERED_CONSENT = { key: 'fre.consent', value: { necessary: true, functional: false, analytics: false, advertising: false } };

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Writes a bench's summary to .tmp/bench/<name>.json and returns the path. */
export async function writeSummary(name: string, summary: unknown): Promise<string> {
  const file = path.join(ROOT, '.tmp', 'bench', `${name}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
