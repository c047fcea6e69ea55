import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeReply, decodeAltcha } from '#web/test/bot-challenge.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { LoginForm } from './login-form.tsx';

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'satoshi@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const required = { status: 400, body: { error: { code: 'challenge_required', message: 'A short anti-bot check is needed to continue. Please try again.' } } };

describe('LoginForm', () => {
  beforeAll(() => setupI18n('en'));

  it('signs in without any challenge while the server asks for none', async () => {
    const calls = stubApi({ 'POST /api/auth/login': { status: 401, body: { error: { code: 'invalid_credentials', message: 'Incorrect email or password' } } } });
    renderWithProviders(<LoginForm />);
    await signIn('Wr0ng!pass');
    await screen.findByText('Incorrect email or password');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/login']);
    expect(calls[0]!.body).toEqual({ email: 'satoshi@example.com', password: 'Wr0ng!pass' });
  });

  it('after failures, solves the challenge the server asks for and signs in again by itself', async () => {
    const calls = stubApi({
      'GET /api/auth/challenge': challengeReply(9),
      'POST /api/auth/login': (body) => (body.altcha ? { status: 200, body: { user: { id: 'u1' } } } : required),
    });
    renderWithProviders(<LoginForm />);
    await signIn('Str0ng!pass');
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/login', 'GET /api/auth/challenge', 'POST /api/auth/login']));
    expect(decodeAltcha(calls[2]!.body.altcha).number).toBe(9);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a banned account's owner gets the page's notice with the ban's reason and what they typed (decision 061)", async () => {
    const decision = { id: '3', kind: 'ban', category: 'multiple_accounts', note: null, subjectId: null, decidedAt: '2026-11-20T10:00:00Z', inForce: true, appeal: null };
    stubApi({ 'POST /api/auth/login': { status: 403, body: { error: { code: 'account_banned', message: 'This account is suspended', details: { decision } } } } });
    const shown: unknown[] = [];
    renderWithProviders(<LoginForm bannedNotice={(ban) => (shown.push(ban), <p>notice for {ban.email}</p>)} />);
    await signIn('Str0ng!pass');
    await screen.findByText('notice for satoshi@example.com');
    screen.getByText('This account is suspended');
    expect(shown.at(-1)).toEqual({ decision, email: 'satoshi@example.com', password: 'Str0ng!pass' });
  });
});
