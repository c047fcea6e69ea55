import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@fre/domain';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { EmailCard } from './email-card.tsx';

type CardUser = Pick<User, 'email' | 'emailVerified' | 'verifiedBy' | 'pendingEmail'>;
const noEmail: CardUser = { email: null, emailVerified: false, verifiedBy: 'telegram', pendingEmail: null };
const credentials = { credentials: [{ kind: 'email', id: null, label: 'ada@example.com', since: '2026-11-03T10:00:00.000Z', paused: false }], withdrawalsPaused: null };

/** Shows the card another user, as the page does once the user is read again. */
let showUser: (user: CardUser) => void = () => undefined;

/** The card as the page holds it: whether the change form is open is the page's (the list opens it too). */
function Card({ user: first }: { user: CardUser }) {
  const [user, setUser] = useState(first);
  const [changing, setChanging] = useState(false);
  showUser = setUser;
  return <EmailCard user={user} changing={changing} onChangingChange={setChanging} />;
}

async function addAddress(address: string, field = 'Email address', submit = 'Add this address') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: field }), address);
  await user.click(screen.getByRole('button', { name: submit }));
  return user;
}

describe('EmailCard (an account made in Telegram)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security']);
  });

  it('adds an address, then says to check the inbox at it', async () => {
    const calls = stubApi({ 'POST /api/me/email': { status: 200, body: { user: telegramUser({ email: 'ada@example.com' }) } } });
    renderWithProviders(<Card user={noEmail} />);
    screen.getByText(/has no email address yet/);
    await addAddress(' ada@example.com ');
    await screen.findByText('Check your inbox');
    expect(screen.getByRole('status').textContent).toContain('We sent a confirmation link to ada@example.com. Open it to confirm your address.');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(calls.find((call) => call.path === '/api/me/email')?.body).toEqual({ email: 'ada@example.com' });
  });

  it('checks the address before sending it', async () => {
    const calls = stubApi({});
    renderWithProviders(<Card user={noEmail} />);
    await addAddress('ada@example');
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Invalid email address');
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusals under the field: an address in use, a disposable one', async () => {
    let answer = { status: 409, body: { error: { code: 'email_in_use', message: 'This email address is already in use' } } };
    stubApi({ 'POST /api/me/email': () => answer });
    renderWithProviders(<Card user={noEmail} />);
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

  it('with an address waiting for its link: the address, not confirmed yet, and the link sent again on request', async () => {
    const calls = stubApi({ 'POST /api/auth/resend-verification': { status: 202 }, 'GET /api/me/credentials': { status: 200, body: credentials } });
    renderWithProviders(<Card user={{ ...noEmail, email: 'ada@example.com' }} />);
    screen.getByText('Not confirmed yet');
    screen.getByText('Check your inbox');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link again' }));
    await screen.findByText(/^Sent · \d+ s$/);
    expect(calls.map((call) => call.path)).toContain('/api/auth/resend-verification');
  });
});

describe('EmailCard (an account with an address)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security']);
  });

  it('shows the address, confirmed, and since when', async () => {
    stubApi({ 'GET /api/me/credentials': { status: 200, body: credentials } });
    renderWithProviders(<Card user={emailUser()} />);
    screen.getByText('Confirmed');
    expect(screen.getByRole('region', { name: 'Email address' }).textContent).toContain('ada@example.com');
    await screen.findByText('Since November 3, 2026');
    screen.getByRole('button', { name: 'Change address' });
    // No inbox to check: the address is confirmed.
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });

  it('changes the address: the new one is sent, then the card says where the link went', async () => {
    const calls = stubApi({
      'GET /api/me/credentials': { status: 200, body: credentials },
      'POST /api/me/email': { status: 200, body: { user: emailUser({ pendingEmail: 'ada@new.example' }) } },
    });
    renderWithProviders(<Card user={emailUser()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change address' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New email address' }));
    await addAddress('ada@new.example', 'New email address', 'Send the confirmation link');
    expect(calls.find((call) => call.path === '/api/me/email')?.body).toEqual({ email: 'ada@new.example' });
    // The page then shows the user the server answered.
    act(() => showUser(emailUser({ pendingEmail: 'ada@new.example' })));
    screen.getByText('Change waiting');
    expect(screen.getByText(/^Confirm from the link sent to/).textContent).toBe('Confirm from the link sent to ada@new.example. Until then, your current address stays.');
    expect(screen.queryByRole('textbox', { name: 'New email address' })).toBeNull();
  });

  it('refuses the address the account already has, before sending anything', async () => {
    const calls = stubApi({ 'GET /api/me/credentials': { status: 200, body: credentials } });
    renderWithProviders(<Card user={emailUser()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change address' }));
    await addAddress('ADA@example.com', 'New email address', 'Send the confirmation link');
    screen.getByText("This is already your account's address");
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('cancels a change waiting for its link', async () => {
    const calls = stubApi({
      'GET /api/me/credentials': { status: 200, body: credentials },
      'DELETE /api/me/email/pending': { status: 200, body: { user: emailUser() } },
    });
    renderWithProviders(<Card user={emailUser({ pendingEmail: 'ada@new.example' })} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the change' }));
    await expect.poll(() => calls.some((call) => call.method === 'DELETE' && call.path === '/api/me/email/pending')).toBe(true);
  });

  it('once the new address’s link is opened, says the address is now the new one', () => {
    stubApi({ 'GET /api/me/credentials': { status: 200, body: credentials } });
    renderWithProviders(<Card user={emailUser({ pendingEmail: 'ada@new.example' })} />);
    act(() => showUser(emailUser({ email: 'ada@new.example', pendingEmail: null })));
    expect(screen.getByRole('region', { name: 'Email address' }).textContent).toContain('Your address is now ada@new.example.');
    screen.getByRole('button', { name: 'Change address' });
  });
});
