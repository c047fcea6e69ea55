import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { telegramUser } from '#web/test/user-fixtures.ts';
import { EmailCard } from './email-card.tsx';

const noEmail = { email: null, emailVerified: false };

async function addAddress(address: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email address' }), address);
  await user.click(screen.getByRole('button', { name: 'Add this address' }));
  return user;
}

describe('EmailCard (an account made in Telegram)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security']);
  });

  it('adds an address, then says to check the inbox at it', async () => {
    const calls = stubApi({ 'POST /api/me/email': { status: 200, body: { user: telegramUser({ email: 'ada@example.com' }) } } });
    renderWithProviders(<EmailCard user={noEmail} />);
    screen.getByText(/has no email address yet/);
    await addAddress(' ada@example.com ');
    await screen.findByText('Check your inbox');
    expect(screen.getByRole('status').textContent).toContain('We sent a confirmation link to ada@example.com. Open it to confirm your address.');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(calls.find((call) => call.path === '/api/me/email')?.body).toEqual({ email: 'ada@example.com' });
  });

  it('checks the address before sending it', async () => {
    const calls = stubApi({});
    renderWithProviders(<EmailCard user={noEmail} />);
    await addAddress('ada@example');
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Invalid email address');
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusals under the field: an address in use, a disposable one', async () => {
    let answer = { status: 409, body: { error: { code: 'email_in_use', message: 'This email address is already in use' } } };
    stubApi({ 'POST /api/me/email': () => answer });
    renderWithProviders(<EmailCard user={noEmail} />);
    const user = await addAddress('taken@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('This email address is already in use');
    answer = {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Invalid data', details: { fields: { email: { code: 'email_disposable', message: 'Disposable email addresses are not accepted: please use your usual address.' } } } } as never },
    };
    await user.clear(screen.getByRole('textbox', { name: 'Email address' }));
    await addAddress('x@mailinator.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Disposable email addresses are not accepted: please use your usual address.');
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('with an address waiting for its link: the address, and the link sent again on request', async () => {
    const calls = stubApi({ 'POST /api/auth/resend-verification': { status: 202 } });
    renderWithProviders(<EmailCard user={{ email: 'ada@example.com', emailVerified: false }} />);
    screen.getByText('Check your inbox');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    await screen.findByText(/^Sent · \d+ s$/);
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/resend-verification']);
  });

  it('once the link is opened, says the address is confirmed', () => {
    renderWithProviders(<EmailCard user={{ email: 'ada@example.com', emailVerified: true }} />);
    expect(screen.getByRole('status').textContent).toBe('ada@example.com is confirmed.');
  });
});
