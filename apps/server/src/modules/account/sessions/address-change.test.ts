/**
 * Another address in place of the account's (decision 048): asked from a re-authenticated session,
 * made only by the link sent to the new address, told to the old one, undone by a password reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, registerUser } from '#server-test/api-client.ts';
import { reauthenticate, resetPassword } from '#server-test/reauth-helpers.ts';
import { startTestApp, type TestApp } from '#server-test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const code = (response: { body: any }) => response.body?.error?.code;
const linkTo = (address: string) => new URL(t.sent.filter((mail) => mail.to === address).at(-1)!.link).searchParams.get('token');

describe('changing the address', () => {
  it('keeps the old address until the new one is confirmed, tells the old one, and then signs in with the new', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    const next = `next.${player.user.id.slice(0, 8)}@example.test`;
    expect(code(await player.client.post('/api/me/email', { email: next }))).toBe('reauthentication_required');
    await reauthenticate(player.client);
    expect((await player.client.post('/api/me/email', { email: player.identity.email })).body.error.details.fields.email.code).toBe('email_unchanged');
    const taken = await registerUser(t.baseUrl, t.sent);
    expect(code(await player.client.post('/api/me/email', { email: taken.identity.email }))).toBe('email_in_use');

    const asked = await player.client.post('/api/me/email', { email: next });
    expect(asked.body.user).toMatchObject({ email: player.identity.email, pendingEmail: next, emailVerified: true });
    const told = t.sent.filter((mail) => mail.to === player.identity.email).at(-1)!;
    expect([told.subject, told.text.includes(next)]).toEqual(["Changement d'adresse e-mail demandé", true]);
    // Until the link: the old address signs in.
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: player.identity.email, password: player.identity.password })).status).toBe(200);

    const confirmed = await new ApiClient(t.baseUrl).post('/api/auth/verify-email', { token: linkTo(next) });
    expect(confirmed.body).toMatchObject({ replaced: true, user: { email: next, pendingEmail: null, emailVerified: true } });
    expect(t.sent.filter((mail) => mail.to === player.identity.email).at(-1)!.subject).toBe('Votre adresse e-mail a changé');
    expect((await new ApiClient(t.baseUrl).post('/api/auth/login', { email: next, password: player.identity.password })).status).toBe(200);
    expect(code(await new ApiClient(t.baseUrl).post('/api/auth/login', { email: player.identity.email, password: player.identity.password }))).toBe('invalid_credentials');
  });

  it('is dropped by a cancel or by a password reset: the link then confirms nothing', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(player.client);
    const first = `first.${player.user.id.slice(0, 8)}@example.test`;
    await player.client.post('/api/me/email', { email: first });
    expect((await player.client.request('DELETE', '/api/me/email/pending')).body.user.pendingEmail).toBeNull();
    expect(code(await new ApiClient(t.baseUrl).post('/api/auth/verify-email', { token: linkTo(first) }))).toBe('invalid_token');

    const second = `second.${player.user.id.slice(0, 8)}@example.test`;
    await player.client.post('/api/me/email', { email: second });
    await resetPassword(t.baseUrl, t.sent, player.identity.email, 'N3w!password');
    expect(code(await new ApiClient(t.baseUrl).post('/api/auth/verify-email', { token: linkTo(second) }))).toBe('invalid_token');
    expect((await t.db.query('SELECT email, pending_email FROM users WHERE id = $1', [player.user.id])).rows[0]).toEqual({ email: player.identity.email, pending_email: null });
  });

  it('refuses the link when the address was taken meanwhile, and keeps the old one', async () => {
    const player = await registerUser(t.baseUrl, t.sent);
    await reauthenticate(player.client);
    const wanted = `wanted.${player.user.id.slice(0, 8)}@example.test`;
    await player.client.post('/api/me/email', { email: wanted });
    const token = linkTo(wanted);
    const other = await registerUser(t.baseUrl, t.sent);
    await t.db.query('UPDATE users SET email = $2 WHERE id = $1', [other.user.id, wanted]);
    const refused = await new ApiClient(t.baseUrl).post('/api/auth/verify-email', { token });
    expect([refused.status, code(refused)]).toEqual([409, 'email_in_use']);
    expect((await player.client.get('/api/me')).body.user.email).toBe(player.identity.email);
  });
});
