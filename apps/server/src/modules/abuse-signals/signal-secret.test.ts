import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignalSecret, SIGNAL_SECRET_FILE } from './signal-secret.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fre-signal-secret-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the abuse signal secret', () => {
  it('is ABUSE_SIGNAL_SECRET when set, and then no file is written', async () => {
    const secret = await loadSignalSecret({ dataDir: path.join(dir, 'unused'), abuseSignalSecret: 'x'.repeat(40) });
    expect(secret.toString()).toBe('x'.repeat(40));
    await expect(stat(path.join(dir, 'unused'))).rejects.toThrow();
  });

  it('is generated once into the data folder (0600), the same for instances starting together', async () => {
    const dataDir = path.join(dir, 'data');
    const loads = await Promise.all(Array.from({ length: 8 }, () => loadSignalSecret({ dataDir, abuseSignalSecret: null })));
    expect(new Set(loads.map((secret) => secret.toString())).size).toBe(1);
    expect(loads[0]!.toString()).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(path.join(dataDir, SIGNAL_SECRET_FILE))).mode & 0o777).toBe(0o600);
    // No temporary file is left behind, and a later start reads the same key.
    expect(await readdir(dataDir)).toEqual([SIGNAL_SECRET_FILE]);
    expect((await loadSignalSecret({ dataDir, abuseSignalSecret: null })).equals(loads[0]!)).toBe(true);
  });
});
