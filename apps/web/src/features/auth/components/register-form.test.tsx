import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
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
});
