/**
 * The zero-setup database as a user meets it: the real server process, killed with SIGKILL and
 * started again, keeps its data and adopts the postgres left running; a taken port is explained.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, repoRoot, startServerProcess, waitForHealth } from '#server-test/server-process.ts';
import { solvedChallenge } from '#server-test/solved-challenge.ts';
import { clusterDirFor, startEmbeddedPostgres } from './embedded-postgres.ts';

const children: ChildProcess[] = [];

function startServer(env: Record<string, string>): ChildProcess {
  const child = startServerProcess(env);
  children.push(child);
  return child;
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('embedded PostgreSQL', () => {
  it('survives a SIGKILL of the server: data kept, the orphaned postgres adopted and stopped on shutdown', async () => {
    const dataDir = await mkdtemp(path.join(repoRoot, '.tmp', 'embedded-'));
    await chmod(dataDir, 0o755); // mkdtemp makes 0700, which the postgres user could not traverse
    const port = await freePort();
    const env = { FRE_DATA_DIR: dataDir, PORT: String(port), FRE_PG_PORT: String(await freePort()) };
    const baseUrl = `http://127.0.0.1:${port}`;
    const clusterDir = await clusterDirFor(dataDir, () => undefined);
    const account = { email: 'restart@example.test', password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', nickname: 'restarter' };
    try {
      const first = startServer(env);
      await waitForHealth(baseUrl);
      const registered = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...account, altcha: await solvedChallenge(baseUrl) }) });
      expect(registered.status).toBe(201);
      first.kill('SIGKILL');
      await exited(first);
      // Under a folder the postgres user cannot traverse (a clone in /root), the cluster lives elsewhere.
      const postmasterPid = path.join(clusterDir, 'postmaster.pid');
      expect(existsSync(postmasterPid)).toBe(true);

      const second = startServer(env);
      await waitForHealth(baseUrl);
      const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
      expect(login.status).toBe(200);
      second.kill('SIGTERM');
      await exited(second);
      expect(existsSync(postmasterPid)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      if (!clusterDir.startsWith(dataDir)) await rm(path.dirname(clusterDir), { recursive: true, force: true });
    }
  }, 120_000);

  it('names the setting to change when its port is taken', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    const dataDir = await mkdtemp(path.join(repoRoot, '.tmp', 'embedded-'));
    try {
      await expect(startEmbeddedPostgres({ dataDir, port, log: () => undefined })).rejects.toThrow(/FRE_PG_PORT/);
    } finally {
      blocker.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
