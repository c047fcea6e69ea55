/**
 * One set of rules for every credential (decision 048), proven by walking the table that states
 * them: each operation of each credential is refused without its proof and changes nothing; with it,
 * it writes its audit row, holds withdrawals, tells the owner by email and by the bot where
 * Telegram is linked, and the Security page's list shows the change with its date. A credential
 * added to the table without a driver here, or whose service skips a rule, fails this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, type CredentialKind } from '@fre/domain';
import { adminClient } from '#server-test/admin-helpers.ts';
import { ApiClient, registerUser, STRONG_PASSWORD, type ApiResponse } from '#server-test/api-client.ts';
import { endWithdrawalHold } from '#server-test/credential-helpers.ts';
import { adjustBalance, type Admin, nano } from '#server-test/money-helpers.ts';
import { addPasskey, passkeyAnswer } from '#server-test/passkey-helpers.ts';
import { linkTelegram, reauthenticate } from '#server-test/reauth-helpers.ts';
import { SoftwareAuthenticator } from '#server-test/software-authenticator.ts';
import { launchData, newTelegramUser, telegramAccount, type TelegramUser } from '#server-test/telegram-helpers.ts';
import { startTelegramStandIn, type TelegramStandIn } from '#server-test/telegram-stand-in.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';
import { makeWallet } from '#server-test/ton-wallet.ts';
import { enrolTotp, nextTotpCode } from '#server-test/two-step-helpers.ts';
import { freshProof, linkWallet } from '#server-test/wallet-helpers.ts';
import { t as translate } from '#server/lib/i18n.ts';
import { CREDENTIAL_RULES, type CredentialChange, type CredentialOperation } from './credential-rules.ts';

const APP_URL = 'https://fre.example';
const BOT_TOKEN = '777001:TEST-token-of-the-credentials-bot';
let t: TestApp;
let bot: TelegramStandIn;
let admin: Admin;

beforeAll(async () => {
  bot = await startTelegramStandIn(BOT_TOKEN);
  t = await startTestApp({ APP_URL, TON_PROOF_DOMAIN: 'localhost:3000', TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_API_URL: bot.url });
  admin = await adminClient(t);
});
afterAll(async () => {
  await t.close();
  await bot.close();
});

/** An account as an operation finds it, and what its checks need to know of it. */
interface Subject {
  client: ApiClient;
  userId: string;
  email: string | null;
  telegram: TelegramUser | null;
  totpSecret?: string;
  passkey?: SoftwareAuthenticator;
}

interface Driver {
  /** The account before the operation: each driver starts from a fresh one. */
  prepare(): Promise<Subject>;
  /** The operation without its proof. */
  unproven(subject: Subject): Promise<ApiResponse>;
  /** The operation with its proof; returns a client signed in afterwards (a reset ends every session). */
  proven(subject: Subject): Promise<{ response: ApiResponse; client: ApiClient }>;
}

const passedReauthWindow = () => t.clock.advance(ACCOUNT.reauthWindowMinutes * 60_000 + 1000);

/**
 * An email account with everything a withdrawal needs (KYC approved, a wallet, a balance) and its
 * Telegram linked, past the holds its setup started and past its re-authentication: the state in
 * which a stolen session would try each operation.
 */
async function readyAccount(options: { telegram?: boolean; wallet?: boolean; totp?: boolean; passkey?: boolean } = {}): Promise<Subject> {
  const { client, user, identity } = await registerUser(t.baseUrl, t.sent);
  const subject: Subject = { client, userId: user.id, email: identity.email, telegram: null };
  await t.db.query("UPDATE users SET kyc_status = 'approved' WHERE id = $1", [user.id]);
  await adjustBalance(admin, user.id, 300_000);
  if (options.wallet !== false) await linkWallet(t, client);
  if (options.totp) subject.totpSecret = (await enrolTotp(t, client)).secret;
  if (options.passkey) {
    await reauthenticate(client, subject.totpSecret ? { otp: nextTotpCode(t, subject.totpSecret) } : {});
    subject.passkey = await addPasskey(client, APP_URL);
  }
  if (options.telegram !== false) {
    subject.telegram = newTelegramUser();
    await linkTelegram(client, launchData(t, BOT_TOKEN, subject.telegram), await reauthProof(subject));
  }
  await endWithdrawalHold(t, user.id);
  passedReauthWindow();
  return subject;
}

/** What re-authenticates this account: its password with its second factor, or for an account made in Telegram its launch data. */
async function reauthProof(subject: Subject): Promise<Record<string, unknown>> {
  if (subject.email === null) return { password: undefined, telegram: launchData(t, BOT_TOKEN, subject.telegram!) };
  if (subject.passkey) return { password: undefined, passkey: await passkeyAnswer(subject.client, subject.passkey) };
  return subject.totpSecret ? { otp: nextTotpCode(t, subject.totpSecret) } : {};
}

const reauthenticated = async (subject: Subject) => reauthenticate(subject.client, await reauthProof(subject));

/** An account made in Telegram: no address, no password; its wallet and KYC as a player would have them. */
async function telegramMadeAccount(): Promise<Subject> {
  const made = await telegramAccount(t, BOT_TOKEN);
  await t.db.query("UPDATE users SET kyc_status = 'approved' WHERE id = $1", [made.user.id]);
  passedReauthWindow();
  return { client: made.client, userId: made.user.id, email: null, telegram: made.telegram };
}

async function walletLink(subject: Subject) {
  const wallet = await makeWallet('v4r2');
  return subject.client.post('/api/wallet/link', await freshProof(t, subject.client, wallet));
}

/** Each operation of the table, by "kind change route". */
const DRIVERS: Record<string, Driver> = {
  'password added POST /api/me/password': {
    prepare: telegramMadeAccount,
    unproven: (s) => s.client.post('/api/me/password', { newPassword: STRONG_PASSWORD }),
    async proven(s) {
      await reauthenticated(s);
      return { response: await s.client.post('/api/me/password', { newPassword: STRONG_PASSWORD }), client: s.client };
    },
  },
  'password replaced POST /api/me/password': {
    prepare: () => readyAccount(),
    unproven: (s) => s.client.post('/api/me/password', { currentPassword: 'Wr0ng!guess', newPassword: 'N3w!password' }),
    async proven(s) {
      return { response: await s.client.post('/api/me/password', { currentPassword: STRONG_PASSWORD, newPassword: 'N3w!password' }), client: s.client };
    },
  },
  'password replaced POST /api/auth/password-reset/confirm': {
    prepare: () => readyAccount(),
    unproven: () => new ApiClient(t.baseUrl).post('/api/auth/password-reset/confirm', { token: 'f'.repeat(64), password: 'N3w!password' }),
    async proven(s) {
      const guest = new ApiClient(t.baseUrl);
      expect((await guest.post('/api/auth/password-reset', { email: s.email })).status).toBe(202);
      const mail = t.sent.filter((m) => m.to === s.email && m.link.includes('/reset-password?token=')).at(-1)!;
      const response = await guest.post('/api/auth/password-reset/confirm', { token: new URL(mail.link).searchParams.get('token'), password: 'N3w!password' });
      const client = new ApiClient(t.baseUrl);
      expect((await client.post('/api/auth/login', { email: s.email, password: 'N3w!password' })).status).toBe(200);
      return { response, client };
    },
  },
  'app_code added POST /api/me/2fa/totp/confirm': {
    prepare: () => readyAccount(),
    async unproven(s) {
      await reauthenticated(s);
      const secret = (await s.client.post('/api/me/2fa/totp')).body.secret as string;
      s.totpSecret = secret;
      passedReauthWindow();
      return s.client.post('/api/me/2fa/totp/confirm', { code: nextTotpCode(t, secret) });
    },
    async proven(s) {
      await reauthenticated(s);
      return { response: await s.client.post('/api/me/2fa/totp/confirm', { code: nextTotpCode(t, s.totpSecret!) }), client: s.client };
    },
  },
  'app_code removed DELETE /api/me/2fa/totp': {
    prepare: () => readyAccount({ totp: true }),
    unproven: (s) => s.client.request('DELETE', '/api/me/2fa/totp', { password: 'Wr0ng!guess', code: nextTotpCode(t, s.totpSecret!) }),
    async proven(s) {
      return { response: await s.client.request('DELETE', '/api/me/2fa/totp', { password: STRONG_PASSWORD, code: nextTotpCode(t, s.totpSecret!) }), client: s.client };
    },
  },
  'recovery_codes replaced POST /api/me/2fa/recovery-codes': {
    prepare: () => readyAccount({ totp: true }),
    unproven: (s) => s.client.post('/api/me/2fa/recovery-codes'),
    async proven(s) {
      await reauthenticated(s);
      return { response: await s.client.post('/api/me/2fa/recovery-codes'), client: s.client };
    },
  },
  'passkey added POST /api/me/passkeys': {
    prepare: () => readyAccount(),
    async unproven(s) {
      // Options asked in time; the key sent once the window has passed.
      await reauthenticated(s);
      const options = (await s.client.post('/api/me/passkeys/options')).body;
      passedReauthWindow();
      return s.client.post('/api/me/passkeys', { response: new SoftwareAuthenticator(APP_URL).register(options), name: 'Clé volée' });
    },
    async proven(s) {
      await reauthenticated(s);
      s.passkey = await addPasskey(s.client, APP_URL);
      return { response: { status: 201, body: null, headers: new Headers() }, client: s.client };
    },
  },
  'passkey removed DELETE /api/me/passkeys/:id': {
    prepare: () => readyAccount({ passkey: true }),
    async unproven(s) {
      const id = (await s.client.get('/api/me/passkeys')).body.passkeys[0].id as string;
      return s.client.request('DELETE', `/api/me/passkeys/${id}`);
    },
    async proven(s) {
      const id = (await s.client.get('/api/me/passkeys')).body.passkeys[0].id as string;
      await reauthenticated(s);
      return { response: await s.client.request('DELETE', `/api/me/passkeys/${id}`), client: s.client };
    },
  },
  'telegram added POST /api/telegram/link': {
    prepare: () => readyAccount({ telegram: false }),
    unproven: (s) => s.client.post('/api/telegram/link', { initData: launchData(t, BOT_TOKEN, newTelegramUser()) }),
    async proven(s) {
      await reauthenticated(s);
      return { response: await s.client.post('/api/telegram/link', { initData: launchData(t, BOT_TOKEN, newTelegramUser()) }), client: s.client };
    },
  },
  'telegram removed DELETE /api/telegram/link': {
    prepare: () => readyAccount(),
    unproven: (s) => s.client.request('DELETE', '/api/telegram/link'),
    async proven(s) {
      await reauthenticated(s);
      return { response: await s.client.request('DELETE', '/api/telegram/link'), client: s.client };
    },
  },
  'email added POST /api/me/email': {
    prepare: telegramMadeAccount,
    unproven: (s) => s.client.post('/api/me/email', { email: `added.${s.userId.slice(0, 8)}@example.test` }),
    async proven(s) {
      await reauthenticated(s);
      return { response: await s.client.post('/api/me/email', { email: `added.${s.userId.slice(0, 8)}@example.test` }), client: s.client };
    },
  },
  'email replaced POST /api/me/email': {
    prepare: () => readyAccount(),
    unproven: (s) => s.client.post('/api/me/email', { email: `new.${s.userId.slice(0, 8)}@example.test` }),
    async proven(s) {
      await reauthenticated(s);
      const address = `new.${s.userId.slice(0, 8)}@example.test`;
      expect((await s.client.post('/api/me/email', { email: address })).body.user).toMatchObject({ email: s.email, pendingEmail: address });
      const link = t.sent.filter((mail) => mail.to === address).at(-1)!.link;
      return { response: await s.client.post('/api/auth/verify-email', { token: new URL(link).searchParams.get('token') }), client: s.client };
    },
  },
  'wallet added POST /api/wallet/link': {
    prepare: () => readyAccount({ wallet: false }),
    unproven: walletLink,
    async proven(s) {
      await reauthenticated(s);
      return { response: await walletLink(s), client: s.client };
    },
  },
  'wallet replaced POST /api/wallet/link': {
    prepare: () => readyAccount(),
    unproven: walletLink,
    async proven(s) {
      await reauthenticated(s);
      return { response: await walletLink(s), client: s.client };
    },
  },
  'wallet removed DELETE /api/wallet': {
    prepare: () => readyAccount(),
    unproven: (s) => s.client.request('DELETE', '/api/wallet'),
    async proven(s) {
      await reauthenticated(s);
      return { response: await s.client.request('DELETE', '/api/wallet'), client: s.client };
    },
  },
};

/** What a refusal without proof looks like for each way of proving. */
function expectRefused(operation: CredentialOperation, response: ApiResponse) {
  const code = response.body?.error?.code;
  if (operation.proof === 'reauthenticated') expect([response.status, code]).toEqual([403, 'reauthentication_required']);
  else if (operation.proof === 'mailbox') expect(code).toBe('invalid_token');
  else expect(['invalid_credentials', 'second_factor_required', 'second_factor_invalid']).toContain(code);
}

async function credentialAudit(userId: string, kind: CredentialKind, change: CredentialChange): Promise<number> {
  const result = await t.db.query(
    "SELECT 1 FROM audit_log WHERE actor_id = $1 AND action = $2 AND target_type = 'credential' AND target_id = $3",
    [userId, `credential_${change}`, kind],
  );
  return result.rowCount ?? 0;
}

const operations = Object.entries(CREDENTIAL_RULES).flatMap(([kind, rules]) => rules.operations.map((operation) => ({ kind: kind as CredentialKind, operation })));

describe('the credentials table', () => {
  it('gives every credential a way to be removed, or says why it is only replaced', () => {
    for (const [kind, rules] of Object.entries(CREDENTIAL_RULES)) {
      expect(rules.operations.length, kind).toBeGreaterThan(0);
      expect(rules.operations.some((op) => op.change === 'removed') || Boolean(rules.kept), kind).toBe(true);
      for (const operation of rules.operations) expect(rules.notices[operation.change], `${kind} ${operation.change} notice`).toBeDefined();
    }
  });

  it('has a driver here for each operation of each credential', () => {
    const missing = operations.map(({ kind, operation }) => `${kind} ${operation.change} ${operation.route}`).filter((key) => !DRIVERS[key]);
    expect(missing).toEqual([]);
  });

  it.each(operations.map(({ kind, operation }) => [`${kind} ${operation.change} (${operation.route}, ${operation.proof})`, kind, operation] as const))(
    '%s: proof, audit row, hold on withdrawals, notice, listed with its date',
    async (_name, kind, operation) => {
      const driver = DRIVERS[`${kind} ${operation.change} ${operation.route}`];
      if (!driver) throw new Error(`no driver for ${kind} ${operation.change} ${operation.route}`);
      const subject = await driver.prepare();

      // Without its proof: refused, and nothing of the rules' traces.
      expectRefused(operation, await driver.unproven(subject));
      expect(await credentialAudit(subject.userId, kind, operation.change)).toBe(0);
      expect((await subject.client.get('/api/me/credentials')).body.withdrawalsPaused).toBeNull();

      const mailsBefore = t.sent.length;
      const botBefore = bot.callsOf('sendMessage').length;
      const { response, client } = await driver.proven(subject);
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      const changedAt = t.clock.now().getTime();

      // The audit row, in the change's transaction.
      expect(await credentialAudit(subject.userId, kind, operation.change)).toBe(1);

      // Withdrawals held, and by this change.
      const listed = (await client.get('/api/me/credentials')).body;
      expect(listed.withdrawalsPaused?.by).toBe(kind);
      expect(Math.abs(Date.parse(listed.withdrawalsPaused.until) - (changedAt + ACCOUNT.credentialChangeWithdrawalPauseMs))).toBeLessThan(5_000);
      // Where a withdrawal could otherwise go (a confirmed address and a wallet), it is the hold that refuses it.
      const withdrawal = await client.post('/api/withdrawals', { amount: nano('250000') });
      const canWithdraw = subject.email !== null && listed.credentials.some((c: { kind: string }) => c.kind === 'wallet');
      if (canWithdraw) expect([withdrawal.status, withdrawal.body.error.code]).toEqual([403, kind === 'wallet' ? 'wallet_recently_changed' : 'credential_recently_added']);
      else expect(withdrawal.status).toBe(403);

      // The notice, where the owner could be reached before the change: the address, the bot.
      const notice = CREDENTIAL_RULES[kind].notices[operation.change]!;
      const subjectLine = translate('email', 'fr', `notice.${notice}.subject`);
      const mails = t.sent.slice(mailsBefore).filter((mail) => mail.to === subject.email && mail.subject === subjectLine);
      const messages = bot.callsOf('sendMessage').slice(botBefore).filter((params) => String(params.chat_id) === String(subject.telegram?.id) && String(params.text).startsWith(subjectLine));
      expect(mails).toHaveLength(subject.email ? 1 : 0);
      expect(messages).toHaveLength(subject.telegram ? 1 : 0);
      expect(mails.length + messages.length).toBeGreaterThan(0);
      const paused = translate('email', 'fr', 'notice.withdrawalsPaused', { until: '' }).trim();
      for (const text of [...mails.map((mail) => mail.text), ...messages.map((params) => String(params.text))]) expect(text).toContain(paused.slice(0, 30));

      // The Security page's list: the credential with today's date, or gone.
      const entries = listed.credentials.filter((c: { kind: string }) => c.kind === kind);
      if (operation.change === 'removed') {
        expect(entries.filter((c: { since: string | null }) => c.since && Math.abs(Date.parse(c.since) - changedAt) < 60_000)).toHaveLength(0);
      } else {
        expect(entries.some((c: { since: string | null }) => c.since !== null && Math.abs(Date.parse(c.since) - changedAt) < 60_000), JSON.stringify(entries)).toBe(true);
      }
    },
  );
});

describe('the hold', () => {
  it('ends after its 48 hours, and a second change within them holds from the second', async () => {
    const s = await readyAccount({ totp: true });
    await reauthenticated(s);
    expect((await s.client.post('/api/me/2fa/recovery-codes')).status).toBe(200);
    t.clock.advance(ACCOUNT.credentialChangeWithdrawalPauseMs / 2);
    expect((await s.client.request('DELETE', '/api/me/2fa/totp', { password: STRONG_PASSWORD, code: nextTotpCode(t, s.totpSecret!) })).status).toBe(204);
    const until = Date.parse((await s.client.get('/api/me/credentials')).body.withdrawalsPaused.until);
    t.clock.advance(until - t.clock.now().getTime() - 60_000);
    expect((await s.client.post('/api/withdrawals', { amount: nano('250000') })).body.error.code).toBe('credential_recently_added');
    t.clock.advance(2 * 60_000);
    expect((await s.client.get('/api/me/credentials')).body.withdrawalsPaused).toBeNull();
    expect((await s.client.post('/api/withdrawals', { amount: nano('250000') })).status).toBe(201);
  });
});
