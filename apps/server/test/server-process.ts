/** The real server as users run it (`npm run serve`'s command, serve-command.ts) in its own process. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVE_ARGUMENTS } from './serve-command.ts';
import { CHEAP_BOT_CHALLENGE } from './solved-challenge.ts';

export const repoRoot = path.resolve(new URL('../../..', import.meta.url).pathname);

export { freePort } from './free-port.ts';

/**
 * Starts the server with NODE_ENV=test and LOG_LEVEL=warn unless `env` says otherwise. With
 * `onOutput`, its stdout and stderr are passed on (to show the log of a failing run).
 */
export function startServerProcess(env: Record<string, string>, options: { onOutput?: (text: string) => void } = {}): ChildProcess {
  const child = spawn(process.execPath, [...SERVE_ARGUMENTS], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...CHEAP_BOT_CHALLENGE, ...env },
    stdio: options.onOutput ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  if (options.onOutput) {
    child.stdout!.on('data', (chunk: Buffer) => options.onOutput!(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => options.onOutput!(chunk.toString()));
  }
  return child;
}

export async function waitForHealth(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

export const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
