import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { challengeReply, decodeAltcha } from '#web/test/bot-challenge.ts';
import { renderWithProviders, setupI18n, stubApi, stubFetch } from '#web/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nickname'), 'satoshi');
  await user.type(screen.getByLabelText('Email'), 'satoshi@example.com');
  await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!pass');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('RegisterForm', () => {
  beforeAll(() => setupI18n('en'));

  it('checks the password rules before calling the server', async () => {
    const calls = stubFetch();
    renderWithProviders(<RegisterForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Passwords do not match');
    // Only the bot challenge, started when the form got focus: the account is not asked for.
    expect(calls.filter((call) => call.url.endsWith('/api/auth/register'))).toHaveLength(0);
  });

  it('shows a taken nickname under the nickname field', async () => {
    stubFetch(challengeReply(), { status: 409, body: { error: { code: 'nickname_taken', message: 'This username is already taken' } } });
    renderWithProviders(<RegisterForm />);
    await fillValidForm();
    const message = await screen.findByText('This username is already taken');
    const describedBy = screen.getByLabelText('Nickname').getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(message.id);
  });

  it('shows each field of a validation_failed answer under its input', async () => {
    const calls = stubFetch(challengeReply(), {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some information is invalid',
          details: { fields: { email: { code: 'invalid_email', message: 'Invalid email address' } } },
        },
      },
    });
    renderWithProviders(<RegisterForm referralCode="ABC123" />);
    expect((screen.getByLabelText('Referral code (optional)') as HTMLInputElement).value).toBe('ABC123');
    await fillValidForm();
    await screen.findByText('Invalid email address');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    const sent = JSON.parse(String(calls[1]?.init?.body));
    expect(sent).toMatchObject({ nickname: 'satoshi', referralCode: 'ABC123', language: 'en' });
    expect(new Headers(calls[1]?.init?.headers).get('Accept-Language')).toBe('en');
  });

  describe('in French', () => {
    beforeAll(() => setupI18n('fr'));
    afterEach(() => setupI18n('en'));

    it('shows a refused throwaway address under the email field, in the language the server was asked for', async () => {
      const message = i18n.t('email_disposable', { ns: 'errors' });
      expect(message).toBe('Les adresses e-mail jetables ne sont pas acceptées : utilisez votre adresse habituelle.');
      const calls = stubFetch(challengeReply(), {
        status: 400,
        body: { error: { code: 'validation_failed', message: i18n.t('validation_failed', { ns: 'errors' }), details: { fields: { email: { code: 'email_disposable', message } } } } },
      });
      renderWithProviders(<RegisterForm />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(i18n.t('auth.fields.nickname')), 'satoshi');
      await user.type(screen.getByLabelText(i18n.t('auth.fields.email')), 'satoshi@mailinator.com');
      await user.type(screen.getByLabelText(i18n.t('auth.fields.password')), 'Str0ng!pass');
      await user.type(screen.getByLabelText(i18n.t('auth.fields.confirmPassword')), 'Str0ng!pass');
      await user.click(screen.getByRole('button', { name: i18n.t('auth.register.submit') }));
      const shown = await screen.findByText(message);
      const email = screen.getByLabelText(i18n.t('auth.fields.email'));
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect((email.getAttribute('aria-describedby') ?? '').split(' ')).toContain(shown.id);
      expect(new Headers(calls[1]?.init?.headers).get('Accept-Language')).toBe('fr');
    });
  });

  describe('the bot challenge', () => {
    it('is solved before the account is asked for, the button saying so meanwhile', async () => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const calls = stubApi({ 'GET /api/auth/challenge': challengeReply(11), 'POST /api/auth/register': { status: 201, body: { user: { id: 'u1' } } } });
      const answer = globalThis.fetch;
      // The challenge answers only when released, so the progress state can be seen.
      globalThis.fetch = (async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/api/auth/challenge')) await held;
        return answer(url, init);
      }) as typeof fetch;
      renderWithProviders(<RegisterForm />);
      await fillValidForm();
      expect(await screen.findByRole('button', { name: 'Anti-bot check…' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('status').textContent).toBe('Anti-bot check…');
      release();
      await screen.findByRole('button', { name: 'Create my account' });
      expect(screen.getByRole('status').textContent).toBe('');
      const register = calls.find((call) => call.path === '/api/auth/register')!;
      expect(decodeAltcha(register.body.altcha)).toMatchObject({ number: 11, algorithm: 'SHA-256' });
    });

    it('starts solving when the form is first focused, and sends that solution', async () => {
      const calls = stubApi({ 'GET /api/auth/challenge': challengeReply(5), 'POST /api/auth/register': { status: 201, body: { user: { id: 'u1' } } } });
      renderWithProviders(<RegisterForm />);
      const user = userEvent.setup();
      await user.click(screen.getByLabelText('Nickname'));
      await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/auth/challenge']));
      await fillValidForm();
      await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/auth/challenge', '/api/auth/register']));
      expect(decodeAltcha(calls[1]!.body.altcha).number).toBe(5);
    });

    it('fetches a fresh challenge once when the solution is refused, then shows the refusal', async () => {
      const refused = { status: 400, body: { error: { code: 'challenge_invalid', message: 'The anti-bot check failed or has expired. Please try again.' } } };
      const calls = stubApi({ 'GET /api/auth/challenge': challengeReply(), 'POST /api/auth/register': refused });
      renderWithProviders(<RegisterForm />);
      await fillValidForm();
      await screen.findByText('The anti-bot check failed or has expired. Please try again.');
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/challenge', 'POST /api/auth/register', 'GET /api/auth/challenge', 'POST /api/auth/register']);
    });
  });
});
