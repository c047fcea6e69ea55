/**
 * The topology's daemons outlive `npm run ha -- up`: each runs in its own session (detached), its
 * output in a log file, its pid in the state file that `down`, `status` and `kill-primary` read.
 */
import { spawn, spawnSync } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Owner {
  uid: number;
  gid: number;
}

/** As root, PostgreSQL (and so Patroni, which starts it) runs as Debian's `postgres` user. */
export function postgresOwner(): Owner | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const owner = { uid: id('-u'), gid: id('-g') };
  if (!Number.isInteger(owner.uid) || owner.uid <= 0) throw new Error("running as root needs a `postgres` user (Debian's postgresql-15 package creates it)");
  return owner;
}

export function spawnDetached(program: string, args: string[], options: { log: string; cwd: string; owner?: Owner | null; env?: NodeJS.ProcessEnv }): number {
  const out = openSync(options.log, 'a');
  try {
    const child = spawn(program, args, {
      cwd: options.cwd,
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...process.env, LC_ALL: 'C.UTF-8', ...options.env },
      ...(options.owner ?? {}),
    });
    if (child.pid === undefined) throw new Error(`${program} did not start`);
    child.unref();
    return child.pid;
  } finally {
    closeSync(out);
  }
}

export function isAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `signal`, then SIGKILL if the process is still there after `graceMs`. */
export async function stopProcess(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM', graceMs = 30_000): Promise<void> {
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  while (isAlive(pid)) await sleep(50);
}

/** Waits until `check` answers true, or throws with `what` after `timeoutMs`. */
export async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} within ${Math.round(timeoutMs / 1000)} s`);
}
