/** The daily proof of liabilities against real PostgreSQL: once a day across instances, kept honest, each player their own leaf. */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NANO_PER_FRE, verifyProofDocument, verifyRootLink, webCryptoSha256, type ProofDocument, type PublishedRoot } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { fundedUser, type Admin, nano } from '#server-test/money-helpers.ts';
import { repoRoot } from '#server-test/server-process.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';
import { createDatabase, type Database } from '#server/db/pool.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { createLiabilitySnapshotService, SNAPSHOT_JOB } from './liability-snapshot.service.ts';

const log = pino({ level: 'silent' });
const DAY_MS = 24 * 60 * 60_000;
const FRE = (n: number) => BigInt(n) * NANO_PER_FRE;

let t: TestApp;
let admin: Admin;
let otherInstance: Database;
const people: Record<'alice' | 'bruno' | 'empty' | 'withdrawing', Awaited<ReturnType<typeof registerUser>>> = {} as never;

beforeAll(async () => {
  t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' });
  otherInstance = createDatabase((t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString, { max: 4 });
  admin = await adminClient(t);
  people.alice = await fundedUser(t, admin, 10);
  people.bruno = await fundedUser(t, admin, 25);
  people.empty = await registerUser(t.baseUrl, t.sent);
  people.withdrawing = await withdrawalReadyUser(t, admin, 300_000);
  expect((await people.withdrawing.client.post('/api/withdrawals', { amount: nano('250000') })).status).toBe(201);
});
afterAll(async () => {
  await otherInstance.close();
  await t.close();
});

const snapshots = (db: Database, options: { chunkLevels?: number; readPage?: number } = {}) => createLiabilitySnapshotService({ db, clock: t.clock, log }, options);
const roots = async () => (await new ApiClient(t.baseUrl).get<{ roots: PublishedRoot[] }>('/api/proof-of-liabilities')).body.roots;
const proofsOf = async (client: ApiClient, query = '') => (await client.get<{ proofs: ProofDocument[]; latestDay: string | null }>(`/api/me/proof-of-liabilities${query}`)).body;

async function owedByLedger(): Promise<bigint> {
  const result = await t.db.query<{ s: string }>(
    `SELECT ((SELECT coalesce(sum(amount_nano), 0) FROM ledger) + (SELECT coalesce(sum(amount_nano), 0) FROM withdrawals WHERE status = 'requested'))::text AS s`,
  );
  return BigInt(result.rows[0]!.s);
}

describe('the daily snapshot', () => {
  it('is taken once for the day when two instances run the job together, and links the next day to it', async () => {
    const runners = [createJobRunner(t.db, log), createJobRunner(otherInstance, log)];
    const services = [snapshots(t.db), snapshots(otherInstance)];
    const outcomes: string[] = [];
    const turns = await Promise.all(runners.map((runner, i) => runner.turn({ name: SNAPSHOT_JOB, everyMs: 60_000, run: async () => outcomes.push((await services[i]!.take()).state) })));
    // The second turn is skipped while the first holds the lease, or runs after it and finds the day taken.
    expect(turns).toContain('ran');
    expect(turns).not.toContain('failed');
    expect(outcomes[0]).toBe('made');
    expect(outcomes.slice(1)).toEqual(turns.includes('skipped') ? [] : ['exists']);
    // Without the lease (an admin's start and the job, say), the day's key still makes one.
    const direct = await Promise.all(services.map((service) => service.take()));
    expect(direct.map((outcome) => outcome.state)).toEqual(['exists', 'exists']);
    expect((await t.db.query('SELECT count(*)::int AS n FROM liability_snapshots')).rows[0].n).toBe(1);

    const [first] = await roots();
    expect(first).toMatchObject({ total: (await owedByLedger()).toString(), accounts: 3, previousLink: null });
    expect(await verifyRootLink(first!, webCryptoSha256)).toBe(true);

    t.clock.advance(DAY_MS);
    const [a, b] = await Promise.all([snapshots(t.db).take(), snapshots(otherInstance).take()]);
    expect([a!.state, b!.state].sort()).toEqual(['exists', 'made']);
    const [second, again] = await roots();
    expect(again).toEqual(first);
    expect(second!.previousLink).toBe(first!.link);
    expect(await verifyRootLink(second!, webCryptoSha256)).toBe(true);
  });

  it('fails loudly, publishing nothing, when what is owed does not meet the ledger', async () => {
    t.clock.advance(DAY_MS);
    await t.db.query('UPDATE users SET balance_nano = balance_nano + 1 WHERE id = $1', [people.bruno.user.id]);
    try {
      const turn = await createJobRunner(t.db, log).turn({ name: SNAPSHOT_JOB, everyMs: 60_000, run: () => snapshots(t.db).take() });
      expect(turn).toBe('failed');
      const lease = await t.db.query<{ last_error: string }>('SELECT last_error FROM job_leases WHERE name = $1', [SNAPSHOT_JOB]);
      expect(lease.rows[0]!.last_error).toMatch(/not published: the accounts are owed \d+ nano-FRE, the ledger's sum and the held withdrawals make \d+/);
      expect((await roots()).length).toBe(2);
    } finally {
      await t.db.query('UPDATE users SET balance_nano = balance_nano - 1 WHERE id = $1', [people.bruno.user.id]);
    }
  });

  it('refuses to change or delete a published root', async () => {
    await expect(t.db.query("UPDATE liability_roots SET total_nano = total_nano + 1")).rejects.toThrow('published liability roots cannot be changed or deleted');
    await expect(t.db.query('DELETE FROM liability_roots')).rejects.toThrow('published liability roots cannot be changed or deleted');
    await expect(t.db.query('TRUNCATE liability_roots CASCADE')).rejects.toThrow('published liability roots cannot be changed or deleted');
    // A second chain cannot start beside the first.
    await expect(t.db.query(
      `INSERT INTO liability_roots (snapshot_id, day, taken_at, accounts, total_nano, root_hash, previous_link, link)
       SELECT id, day + 1000, taken_at, 0, 0, decode(repeat('00', 32), 'hex'), NULL, decode(repeat('ab', 32), 'hex') FROM liability_snapshots LIMIT 1`,
    )).rejects.toThrow(/liability_roots_one_chain|duplicate key/);
  });
});

describe("a player's proof", () => {
  it('gives each player their own leaf in every snapshot, which verifies against the published root', async () => {
    const published = await roots();
    const alice = await proofsOf(people.alice.client);
    expect(alice.latestDay).toBe(published[0]!.day);
    expect(alice.proofs.map((proof) => proof.snapshot.root)).toEqual(published.map((root) => root.root));
    for (const proof of alice.proofs) {
      expect(proof.leaf.amount).toBe(FRE(10).toString());
      expect(await verifyProofDocument(proof, webCryptoSha256)).toBe(true);
    }
    // The reference changes each day and is neither the account's id nor its e-mail.
    expect(alice.proofs[0]!.leaf.reference).not.toBe(alice.proofs[1]!.leaf.reference);
    expect(JSON.stringify(alice)).not.toContain(people.alice.user.id.replaceAll('-', ''));

    const bruno = await proofsOf(people.bruno.client);
    expect(bruno.proofs[0]!.leaf).toMatchObject({ amount: FRE(25).toString() });
    expect(bruno.proofs[0]!.leaf.reference).not.toBe(alice.proofs[0]!.leaf.reference);
    // What a pending withdrawal holds is still owed: counted in its leaf.
    const withdrawing = await proofsOf(people.withdrawing.client);
    expect(withdrawing.proofs[0]!.leaf.amount).toBe(FRE(300_000).toString());
    expect(await verifyProofDocument(withdrawing.proofs[0]!, webCryptoSha256)).toBe(true);

    const one = await proofsOf(people.alice.client, `?snapshot=${published[1]!.day}`);
    expect(one.proofs).toEqual([alice.proofs[1]]);
  });

  it('has none for an account owed nothing or newer than the snapshot, none for a guest, and refuses a malformed day', async () => {
    expect(await proofsOf(people.empty.client)).toEqual({ proofs: [], latestDay: (await roots())[0]!.day });
    expect((await new ApiClient(t.baseUrl).get('/api/me/proof-of-liabilities')).status).toBe(401);
    const bad = await people.alice.client.get('/api/me/proof-of-liabilities?snapshot=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });

  it('answers a path through the stored levels above the chunks the same way (a tree taller than its chunks, read in pages)', async () => {
    for (let i = 0; i < 5; i++) await fundedUser(t, admin, i + 1);
    t.clock.advance(DAY_MS);
    // Pages of 3 accounts: the 8 owed something are read in three statements of one view.
    expect((await snapshots(t.db, { chunkLevels: 1, readPage: 3 }).take()).state).toBe('made');
    const [latest] = await roots();
    expect(latest!.accounts).toBe(8);
    const stored = await t.db.query<{ level: number }>('SELECT level FROM liability_tree_levels WHERE snapshot_id = (SELECT max(id) FROM liability_snapshots) ORDER BY level');
    expect(stored.rows.map((row) => row.level)).toEqual([1, 2, 3]);
    for (const person of [people.alice, people.bruno, people.withdrawing]) {
      const proof = (await proofsOf(person.client, `?snapshot=${latest!.day}`)).proofs[0]!;
      expect(proof.path).toHaveLength(3);
      expect(await verifyProofDocument(proof, webCryptoSha256)).toBe(true);
    }
  });
});

describe('npm run verify-proof', () => {
  const verify = async (proof: unknown, baseUrl: string) => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'fre-proof-')), 'proof.json');
    await writeFile(file, JSON.stringify(proof));
    return promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/verify-proof.ts', file, `--base-url=${baseUrl}`], { cwd: repoRoot }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
  };

  it("accepts a player's file against the published roots, and refuses a changed amount or a root the server does not publish", async () => {
    const proof = (await proofsOf(people.bruno.client)).proofs[0]!;
    const good = await verify(proof, t.baseUrl);
    expect(good.stdout).toContain('The proof holds');
    expect(good.stdout).toContain('publishes the same root, total and account count');
    expect(good.stdout).toMatch(/the \d+ published roots form one chain/);
    expect(good.code).toBe(0);

    const richer = await verify({ ...proof, leaf: { ...proof.leaf, amount: FRE(1_000).toString() } }, t.baseUrl);
    expect(richer.code).toBe(1);
    expect(richer.stdout).toMatch(/^FAIL .*leads through/m);

    // A root and total made up to match a forged path: the server publishes another one.
    const older = (await proofsOf(people.bruno.client)).proofs[1]!;
    const mixed = await verify({ ...older, snapshot: { ...older.snapshot, day: proof.snapshot.day } }, t.baseUrl);
    expect(mixed.code).toBe(1);
    expect(mixed.stdout).toMatch(/^FAIL .*publishes another root or total/m);
  }, 60_000);
});
