/**
 * CPU time as the kernel accounts it (Linux /proc), in seconds: one process, a process with its
 * children (PostgreSQL's postmaster and backends, nginx's master and workers), and the whole host.
 * A child that exits is reaped by its parent, whose cutime/cstime then hold its time, so a tree's
 * sum stays continuous while backends come and go.
 */
import { execFileSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

interface Stat {
  ppid: number;
  /** stime: in the kernel */
  system: number;
  /** utime + stime */
  own: number;
  /** cutime + cstime: reaped children */
  children: number;
}

async function statOf(pid: number): Promise<Stat | null> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!text) return null;
  // Fields after the command name (which may hold spaces), from field 3 (state) on.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { ppid: field(4), system: field(15) / TICKS_PER_SECOND, own: (field(14) + field(15)) / TICKS_PER_SECOND, children: (field(16) + field(17)) / TICKS_PER_SECOND };
}

/** CPU seconds of one process (all its threads). */
export async function cpuSecondsOf(pid: number): Promise<number> {
  return (await statOf(pid))?.own ?? 0;
}

/** The part of cpuSecondsOf spent in the kernel (system calls: a server's socket reads and writes). */
export async function systemSecondsOf(pid: number): Promise<number> {
  return (await statOf(pid))?.system ?? 0;
}

/** CPU seconds of a process, its reaped children and its live children. */
export async function treeCpuSecondsOf(pid: number): Promise<number> {
  const root = await statOf(pid);
  if (!root) return 0;
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const stats = await Promise.all(pids.map(statOf));
  return root.own + root.children + stats.reduce((sum, stat) => sum + (stat && stat.ppid === pid ? stat.own + stat.children : 0), 0);
}

/** Busy and total CPU seconds of the host (every core), from /proc/stat. */
export async function hostCpuSeconds(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy: busy / TICKS_PER_SECOND, total: (busy + idle! + iowait!) / TICKS_PER_SECOND };
}
