/**
 * SIGTERM ends the server within SHUTDOWN_DEADLINE_MS even when a request is stuck on the
 * database (decision 038): the real server process, a row lock held from outside, a password
 * change waiting on it, then the signal.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { cloneTemplateDatabase } from '#server-test/clone-database.ts';
import { exited, freePort, repoRoot, startServerProcess, waitForHealth } from '#server-test/server-process.ts';

const DEADLINE_MS = 1_500;
let databaseUrl = '';
let dataDir = '';
const serverLog: string[] = [];

beforeAll(async () => {
  databaseUrl = await cloneTemplateDatabase();
  dataDir = path.join(repoRoot, '.tmp', `shutdown-${Date.now()}`);
  await mkdir(dataDir, { recursive: true });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM with a request stuck on a row lock', () => {
  it('cuts the request and exits within the deadline', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = startServerProcess({
      DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', FRE_DATA_DIR: dataDir, APP_URL: baseUrl,
      SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS),
      // Longer than the deadline: the lock wait itself would not end the request in time.
      DATABASE_LOCK_TIMEOUT_MS: '60000', DATABASE_STATEMENT_TIMEOUT_MS: '120000',
    }, { onOutput: (text) => serverLog.push(text) });
    const outside = new pg.Client({ connectionString: databaseUrl });
    try {
      await waitForHealth(baseUrl);
      const { client, user } = await registerUser(baseUrl, [], { verify: false });
      await outside.connect();
      await outside.query('BEGIN');
      await outside.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);

      const stuck = client.post('/api/me/password', { currentPassword: 'Wrong1!pass', newPassword: 'An0ther!pass' }).then((r) => r.status, () => 'cut');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const signalled = performance.now();
      child.kill('SIGTERM');
      await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, DEADLINE_MS + 10_000))]);
      const tookMs = performance.now() - signalled;

      expect(child.exitCode ?? child.signalCode, serverLog.join('')).not.toBeNull();
      expect(tookMs).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
      expect(tookMs).toBeLessThan(DEADLINE_MS + 6_000);
      expect(child.exitCode).toBe(1);
      expect(await stuck).toBe('cut');
      expect(serverLog.join('')).toContain('shutdown deadline passed');
      expect(await new ApiClient(baseUrl).get('/api/health').then(() => 'up', () => 'down')).toBe('down');
    } finally {
      await outside.query('ROLLBACK').catch(() => undefined);
      await outside.end().catch(() => undefined);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});
