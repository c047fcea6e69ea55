import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSignalSecret, SIGNAL_SECRET_FILE } from '#server/modules/abuse-signals/signal-secret.ts';
import { CHALLENGE_SECRET_FILE, loadChallengeSecret } from './challenge-secret.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fre-challenge-secret-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const settings = { secret: null, baseCost: 1, maxCost: 1, costGrowth: 1, costWindowMs: 1 };

describe('the bot challenge secret', () => {
  it('is BOT_CHALLENGE_SECRET when set, and then no file is written', async () => {
    const secret = await loadChallengeSecret({ dataDir: path.join(dir, 'unused'), botChallenge: { ...settings, secret: 'y'.repeat(40) } });
    expect(secret.toString()).toBe('y'.repeat(40));
    await expect(stat(path.join(dir, 'unused'))).rejects.toThrow();
  });

  it('is generated once into its own file (0600), apart from the abuse signal secret', async () => {
    const dataDir = path.join(dir, 'data');
    const loads = await Promise.all(Array.from({ length: 4 }, () => loadChallengeSecret({ dataDir, botChallenge: settings })));
    expect(new Set(loads.map((secret) => secret.toString())).size).toBe(1);
    expect((await stat(path.join(dataDir, CHALLENGE_SECRET_FILE))).mode & 0o777).toBe(0o600);
    const signals = await loadSignalSecret({ dataDir, abuseSignalSecret: null });
    expect(signals.equals(loads[0]!)).toBe(false);
    expect((await readdir(dataDir)).sort()).toEqual([SIGNAL_SECRET_FILE, CHALLENGE_SECRET_FILE].sort());
    expect((await loadChallengeSecret({ dataDir, botChallenge: settings })).equals(loads[0]!)).toBe(true);
  });
});
