/** Memory of a process and of the embedded PostgreSQL, as the kernel accounts it (Linux /proc). */
import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { clusterDirFor } from '../../apps/server/src/db/embedded-postgres.ts';

async function statusField(pid: number, field: string): Promise<number> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Resident set size in bytes. */
export const rssOf = (pid: number): Promise<number> => statusField(pid, 'VmRSS');

/** Proportional set size in bytes: shared pages (Postgres's shared buffers) split between the processes that map them. */
async function pssOf(pid: number): Promise<number> {
  const text = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const match = /^Pss:\s+(\d+) kB/m.exec(text);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The postmaster of the embedded cluster under FRE_DATA_DIR and all its backends, summed as PSS. */
export async function postgresMemory(dataDir: string): Promise<{ bytes: number; processes: number }> {
  const cluster = await clusterDirFor(path.resolve(dataDir), () => undefined);
  const postmaster = Number((await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).split('\n').map((line) => Number(line.trim())).filter((pid) => pid > 0);
  const pids = [postmaster, ...children];
  const sizes = await Promise.all(pids.map(pssOf));
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), processes: pids.length };
}
