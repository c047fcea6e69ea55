import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders, setupI18n, stubFetch } from '../../../test/render';
import { RegisterForm } from './register-form';

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
    expect(calls).toHaveLength(0);
  });

  it('shows a taken nickname under the nickname field', async () => {
    stubFetch({ status: 409, body: { error: { code: 'nickname_taken', message: 'This username is already taken' } } });
    renderWithProviders(<RegisterForm />);
    await fillValidForm();
    const message = await screen.findByText('This username is already taken');
    const describedBy = screen.getByLabelText('Nickname').getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toContain(message.id);
  });

  it('shows each field of a validation_failed answer under its input', async () => {
    const calls = stubFetch({
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
    const sent = JSON.parse(String(calls[0]?.init?.body));
    expect(sent).toMatchObject({ nickname: 'satoshi', referralCode: 'ABC123', language: 'en' });
    expect(new Headers(calls[0]?.init?.headers).get('Accept-Language')).toBe('en');
  });

  describe('in French', () => {
    beforeAll(() => setupI18n('fr'));
    afterEach(() => setupI18n('en'));

    it('shows a refused throwaway address under the email field, in the language the server was asked for', async () => {
      const message = i18n.t('email_disposable', { ns: 'errors' });
      expect(message).toBe('Les adresses e-mail jetables ne sont pas acceptées : utilisez votre adresse habituelle.');
      const calls = stubFetch({
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
      expect(new Headers(calls[0]?.init?.headers).get('Accept-Language')).toBe('fr');
    });
  });
});
