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

interface Pss {
  /** Proportional set size: shared pages split between the processes that map them. */
  total: number;
  /** Of which the process's own anonymous memory (a backend's heap, caches): where a leak shows. */
  anon: number;
  /** Of which shared memory: Postgres's shared buffers touched so far, bounded by shared_buffers. */
  shmem: number;
}

async function pssOf(pid: number): Promise<Pss> {
  const text = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
  return { total: field('Pss'), anon: field('Pss_Anon'), shmem: field('Pss_Shmem') };
}

/** The postmaster of the embedded cluster under FRE_DATA_DIR and all its backends, summed as PSS. */
export async function postgresMemory(dataDir: string): Promise<{ bytes: number; anonBytes: number; sharedBytes: number; processes: number }> {
  const cluster = await clusterDirFor(path.resolve(dataDir), () => undefined);
  const postmaster = Number((await readFile(path.join(cluster, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' }).split('\n').map((line) => Number(line.trim())).filter((pid) => pid > 0);
  const pids = [postmaster, ...children];
  const sizes = await Promise.all(pids.map(pssOf));
  const sum = (key: keyof Pss) => sizes.reduce((total, size) => total + size[key], 0);
  return { bytes: sum('total'), anonBytes: sum('anon'), sharedBytes: sum('shmem'), processes: pids.length };
}
