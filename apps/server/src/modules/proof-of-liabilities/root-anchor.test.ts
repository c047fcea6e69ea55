/** The published root written on chain by the hot wallet (docs/decisions/057), on real Postgres against a local toncenter. */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Address, Cell, loadMessage, loadMessageRelaxed } from '@ton/core';
import { mnemonicNew } from '@ton/crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorComment, type AnchoredRoot, type ProofDocument } from '@fre/domain';
import { ADMIN_CODE, adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient } from '#server-test/api-client.ts';
import { fundedUser, nano, type Admin } from '#server-test/money-helpers.ts';
import { repoRoot } from '#server-test/server-process.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { startTonApiStandIn } from '#server-test/ton-api-stand-in.ts';
import { withdrawalReadyUser } from '#server-test/withdrawal-helpers.ts';
import { hotWalletJob } from '#server/composition/jobs.ts';
import { createDatabase, type Database } from '#server/db/pool.ts';
import { createJobRunner } from '#server/jobs/job-runner.ts';
import { openHotWallet, type HotWallet } from '#server/modules/payouts/hot-wallet.ts';
import { createPayoutService } from '#server/modules/payouts/payouts.service.ts';
import { createTonApiClient, type TonApiClient } from '#server/modules/payouts/ton-api-client.ts';
import { createLiabilitySnapshotService } from './liability-snapshot.service.ts';
import { createRootAnchorService } from './root-anchor.service.ts';

const log = pino({ level: 'silent' });
const DAY_MS = 24 * 60 * 60_000;
const JETTON_WALLET = `0:${'7A'.repeat(32)}`;

type Roots = { anchoring: boolean; roots: AnchoredRoot[] };
const rootsOf = async (t: TestApp) => (await new ApiClient(t.baseUrl).get<Roots>('/api/proof-of-liabilities')).body;
const proofOf = async (client: ApiClient) => (await client.get<{ proofs: ProofDocument[] }>('/api/me/proof-of-liabilities')).body.proofs[0]!;

async function verify(proof: unknown, baseUrl: string, tonApi: string) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'fre-proof-')), 'proof.json');
  await writeFile(file, JSON.stringify(proof));
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/verify-proof.ts', file, `--base-url=${baseUrl}`, `--ton-api=${tonApi}`], { cwd: repoRoot }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

describe('with a hot wallet', () => {
  let t: TestApp;
  let otherInstance: Database;
  let chain: Awaited<ReturnType<typeof startTonApiStandIn>>;
  let wallet: HotWallet;
  let api: TonApiClient;
  let admin: Admin;
  let player: Awaited<ReturnType<typeof fundedUser>>;

  beforeAll(async () => {
    const mnemonic = (await mnemonicNew()).join(' ');
    // The hot wallet configured: the public roots say the install anchors them. Its jobs are run by hand below.
    t = await startTestApp({ HOT_WALLET_MNEMONIC: mnemonic, HOT_WALLET_JETTON_WALLET: JETTON_WALLET, TON_PROOF_DOMAIN: 'localhost:3000', WITHDRAWAL_SECOND_APPROVAL_FRE: '1000000' });
    otherInstance = createDatabase((t.db.pool as unknown as { options: { connectionString: string } }).options.connectionString, { max: 4 });
    chain = await startTonApiStandIn(t.db, JETTON_WALLET);
    wallet = await openHotWallet(mnemonic, 'v4r2');
    api = createTonApiClient(chain.url, undefined);
    admin = await adminClient(t);
    player = await fundedUser(t, admin, 10);
  });
  afterAll(async () => {
    await otherInstance.close();
    await t.close();
    await chain.close();
  });

  const ctx = (db: Database) => ({ config: {} as never, db, clock: t.clock, mailer: { send: async () => undefined }, log: t.app.log });
  const anchors = (db: Database, client: TonApiClient = api) => createRootAnchorService({ db, clock: t.clock, log }, wallet, client);
  const hotWalletTurn = (db: Database) => hotWalletJob(createPayoutService(ctx(db), wallet, api, JETTON_WALLET), anchors(db));
  const stored = async () => (await t.db.query('SELECT snapshot_id, status, comment, boc, message_hash, seqno, attempts FROM liability_root_anchors ORDER BY snapshot_id')).rows;

  it("writes the latest root on chain once when two instances take the hot wallet's turn together, and links its transaction", async () => {
    expect((await createLiabilitySnapshotService({ db: t.db, clock: t.clock, log }).take()).state).toBe('made');
    const before = await rootsOf(t);
    expect(before.anchoring).toBe(true);
    expect(before.roots[0]!.anchor).toBeNull();

    // Two workers whose leases crossed (no lease at all here), both past the check for a message in
    // flight before either signs (they meet at the wallet's seqno): the root's key keeps one.
    let arrived = 0;
    let meet!: () => void;
    const bothThere = new Promise<void>((resolve) => (meet = resolve));
    const meeting: TonApiClient = { ...api, wallet: async (address) => { if (++arrived === 2) meet(); await bothThere; return api.wallet(address); } };
    const first = await Promise.all([anchors(t.db, meeting).turn(), anchors(otherInstance, meeting).turn()]);
    expect(first.sort()).toEqual(['idle', 'signed']);
    expect(chain.state.received).toHaveLength(1);
    // The job on two instances: one runs the hot wallet's turn, which follows the message in flight.
    const runners = [createJobRunner(t.db, log), createJobRunner(otherInstance, log)];
    const turns = await Promise.all(runners.map((runner, i) => runner.turn({ name: 'payouts', everyMs: 10_000, run: hotWalletTurn([t.db, otherInstance][i]!) })));
    expect(turns).toContain('ran');
    expect(turns).not.toContain('failed');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(new Set(chain.state.received)).toEqual(new Set([rows[0].boc]));

    // The message is the comment, 0 TON, from the hot wallet to itself.
    const [root] = before.roots;
    const comment = anchorComment(root!);
    expect(comment).toBe(`FRE-PoL v1 ${root!.day} ${root!.root}`);
    const external = loadMessage(Cell.fromBase64(rows[0].boc).beginParse());
    expect(external.info.dest!.toString()).toBe(wallet.address.toString());
    const sent = loadMessageRelaxed(external.body.refs[0]!.beginParse());
    expect((sent.info.dest as Address).equals(wallet.address)).toBe(true);
    expect(sent.info.type === 'internal' && sent.info.value.coins).toBe(0n);
    const body = sent.body.beginParse();
    expect(body.loadUint(32)).toBe(0);
    expect(body.loadStringTail()).toBe(comment);
    expect((await rootsOf(t)).roots[0]!.anchor).toEqual({ status: 'pending', txHash: null, explorerUrl: null, comment });

    chain.settleAnchor(rows[0].message_hash, wallet.address.toRawString(), comment);
    expect(await anchors(t.db).turn()).toBe('confirmed');
    const anchored = (await rootsOf(t)).roots[0]!.anchor!;
    expect(anchored).toMatchObject({ status: 'confirmed', comment, txHash: expect.any(String) });
    expect(anchored.explorerUrl).toBe(`https://tonviewer.com/transaction/${Buffer.from(anchored.txHash!, 'base64').toString('hex')}`);
    expect((await t.db.query('SELECT tx_lt::text FROM liability_root_anchors')).rows[0].tx_lt).toBe('60054975000001');
    // Nothing more to write: the turn is the payouts'.
    expect(await hotWalletTurn(t.db)()).toBe('idle');
    expect(new Set(chain.state.received).size).toBe(1);
  });

  it('re-sends the stored message after a failed send, never a second transfer, and signs again only once it expired unexecuted', async () => {
    t.clock.advance(DAY_MS);
    expect((await createLiabilitySnapshotService({ db: t.db, clock: t.clock, log }).take()).state).toBe('made');
    const sentBefore = chain.state.received.length;
    let fail = true;
    const failing: TonApiClient = { ...api, send: async (boc) => { if (fail) { fail = false; throw new Error('TON API refused the message: 503'); } return api.send(boc); } };
    await expect(anchors(t.db, failing).turn()).rejects.toThrow('503');
    const [, first] = await stored();
    expect(first).toMatchObject({ status: 'signed', attempts: 1 });
    expect(chain.state.received.length).toBe(sentBefore);

    // Retried: the same message, as stored.
    expect(await anchors(t.db).turn()).toBe('broadcast');
    expect(await anchors(t.db).turn()).toBe('rebroadcast');
    expect(chain.state.received.slice(sentBefore)).toEqual([first.boc, first.boc]);

    // Never executed and past its validity with the seqno unmoved: signed again, the same seqno.
    t.clock.advance(120_000 + 61_000);
    expect(await anchors(t.db).turn()).toBe('expired');
    expect(await anchors(t.db).turn()).toBe('signed');
    const [, second] = await stored();
    expect(second).toMatchObject({ status: 'broadcast', attempts: 2, seqno: first.seqno, comment: first.comment });
    expect(second.boc).not.toBe(first.boc);

    chain.settleAnchor(second.message_hash, wallet.address.toRawString(), second.comment);
    expect(await anchors(t.db).turn()).toBe('confirmed');
  });

  it('marks a transfer the hot wallet skipped as failed, and signs nothing more for that root', async () => {
    t.clock.advance(DAY_MS);
    expect((await createLiabilitySnapshotService({ db: t.db, clock: t.clock, log }).take()).state).toBe('made');
    expect(await anchors(t.db).turn()).toBe('signed');
    const [, , third] = await stored();
    chain.settleAnchor(third.message_hash, wallet.address.toRawString(), third.comment, 'skipped');
    expect(await anchors(t.db).turn()).toBe('failed');
    expect((await t.db.query('SELECT reason FROM liability_root_anchors WHERE snapshot_id = $1', [third.snapshot_id])).rows[0].reason).toContain('sent no comment');
    expect(await anchors(t.db).turn()).toBe('idle');
    expect((await rootsOf(t)).roots[0]!.anchor).toMatchObject({ status: 'failed', txHash: null });
  });

  it("npm run verify-proof checks the anchored root's comment in its transaction, read from the TON API", async () => {
    const proof = (await player.client.get<{ proofs: ProofDocument[] }>('/api/me/proof-of-liabilities')).body.proofs[1]!;
    const good = await verify(proof, t.baseUrl, chain.url);
    expect(good.stdout).toMatch(new RegExp(`^ok +on chain: transaction \\S+ of \\S+ sent the comment "${anchorComment(proof.snapshot)}"$`, 'm'));
    expect(good.code).toBe(0);

    // A server that gives another day's transaction as this root's is caught.
    const [first, second] = await stored();
    const hashes = await t.db.query<{ tx_hash: string }>('SELECT tx_hash FROM liability_root_anchors WHERE snapshot_id IN ($1, $2) ORDER BY snapshot_id', [first.snapshot_id, second.snapshot_id]);
    await t.db.query('UPDATE liability_root_anchors SET tx_hash = $2 WHERE snapshot_id = $1', [second.snapshot_id, hashes.rows[0]!.tx_hash]);
    try {
      const forged = await verify(proof, t.baseUrl, chain.url);
      expect(forged.code).toBe(1);
      expect(forged.stdout).toMatch(/^FAIL on chain: transaction \S+ does not send the comment/m);
    } finally {
      await t.db.query('UPDATE liability_root_anchors SET tx_hash = $2 WHERE snapshot_id = $1', [second.snapshot_id, hashes.rows[1]!.tx_hash]);
    }
  }, 60_000);

  it("shares the hot wallet's seqno with the payouts: one message in flight at a time, whichever it is", async () => {
    const owner = await withdrawalReadyUser(t, admin, 300_000);
    const withdrawal = (await owner.client.post('/api/withdrawals', { amount: nano(250_000) })).body.withdrawal;
    await admin.client.post('/api/admin/unlock', { code: ADMIN_CODE });
    expect((await admin.client.post(`/api/admin/withdrawals/${withdrawal.id}/decision`, { decision: 'approve' })).body.withdrawal.status).toBe('approved');
    const statusOf = async () => (await t.db.query('SELECT status, payout_message_hash FROM withdrawals WHERE id = $1', [withdrawal.id])).rows[0];
    t.clock.advance(DAY_MS);
    expect((await createLiabilitySnapshotService({ db: t.db, clock: t.clock, log }).take()).state).toBe('made');
    const turn = hotWalletTurn(t.db);

    // The root's transfer goes first; while it is in flight the approved payout waits.
    expect(await turn()).toBe('signed');
    expect(await turn()).toBe('rebroadcast');
    expect((await statusOf()).status).toBe('approved');
    const anchor = (await stored()).at(-1);
    chain.settleAnchor(anchor.message_hash, wallet.address.toRawString(), anchor.comment);
    // Confirmed in this turn, which then is the payouts': the payout is signed.
    expect(await turn()).toBe('signed');
    expect((await statusOf()).status).toBe('broadcast');
    expect((await stored()).at(-1).status).toBe('confirmed');

    // The next day's root waits while the payout is in flight.
    t.clock.advance(DAY_MS);
    expect((await createLiabilitySnapshotService({ db: t.db, clock: t.clock, log }).take()).state).toBe('made');
    const anchorsBefore = (await stored()).length;
    expect(await anchors(t.db).turn()).toBe('busy');
    expect(await stored()).toHaveLength(anchorsBefore);
    chain.settle((await statusOf()).payout_message_hash, wallet.address.toRawString(), 'completed');
    expect(await turn()).toBe('completed');
    expect(await turn()).toBe('signed');
    expect(await stored()).toHaveLength(anchorsBefore + 1);
  });
});

describe('without a hot wallet', () => {
  it('anchors nothing, and the roots and the verifier say they are published on this site only', async () => {
    const t = await startTestApp({ TON_PROOF_DOMAIN: 'localhost:3000' });
    try {
      const admin = await adminClient(t);
      const player = await fundedUser(t, admin, 10);
      expect((await createLiabilitySnapshotService({ db: t.db, clock: t.clock, log }).take()).state).toBe('made');
      const { anchoring, roots } = await rootsOf(t);
      expect(anchoring).toBe(false);
      expect(roots[0]!.anchor).toBeNull();
      expect((await t.db.query('SELECT count(*)::int AS n FROM liability_root_anchors')).rows[0].n).toBe(0);
      const report = await verify(await proofOf(player.client), t.baseUrl, 'http://127.0.0.1:9');
      expect(report.stdout).toContain('ok   this server has no hot wallet: its roots are published on its site only, not written on chain');
      expect(report.code).toBe(0);
    } finally {
      await t.close();
    }
  }, 60_000);
});
