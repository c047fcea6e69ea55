import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { AdminApp } from '../admin-app.tsx';

const me = { user: { id: 'a1', email: 'boss@example.com', nickname: 'boss', role: 'admin', emailVerified: true } };
const overview = { users: 12, verifiedUsers: 10, activeSessions: 3, pendingKyc: 0, pendingWithdrawals: 0, overdueKyc: 0, overdueWithdrawals: 0, mined24h: '2500000000', generatedAt: '2025-03-10T12:00:00.000Z', services: [], replica: null };
const gate = (hasCode: boolean, unlocked: boolean, secondFactor = true) => ({ status: 200, body: { hasCode, unlocked, secondFactor, idleLockMs: 900_000 } });

function renderAdmin() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    { route: '/admin' },
  );
}

describe('admin access-code gate', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('creates the first code (at least 6 characters) and opens the back office', async () => {
    const calls = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/admin/gate': gate(false, false),
      'PUT /api/admin/access-code': { status: 204 },
      'GET /api/admin/overview': { status: 200, body: overview },
      'GET /api/settings': { status: 200, body: { features: { games: true, shop: true, referrals: true }, maintenance: false } },
    });
    renderAdmin();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Create your access code' });
    await screen.findByText('Signed in as boss@example.com');

    await user.type(screen.getByLabelText('New access code'), '12345');
    await user.type(screen.getByLabelText('Confirm the code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create the code and enter' }));
    screen.getByText('The code must be at least 6 characters long');
    expect(screen.getByLabelText('New access code').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText('New access code'), '678');
    await user.type(screen.getByLabelText('Confirm the code'), '678');
    await user.click(screen.getByRole('button', { name: 'Create the code and enter' }));
    await screen.findByRole('heading', { name: 'Overview', level: 1 });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ newCode: '12345678' });
    const nav = screen.getAllByRole('navigation', { name: 'Back office navigation' })[0]!;
    within(nav).getByRole('link', { name: 'KYC' });
  });

  it('asks an admin without a second factor to add one first, with a link to the account security', async () => {
    const calls = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/admin/gate': gate(false, false, false),
    });
    renderAdmin();
    await screen.findByRole('heading', { name: 'First add a second step' });
    screen.getByText('Turn on two-step sign-in or add a passkey.');
    expect(screen.getByRole('link', { name: 'Secure my account' }).getAttribute('href')).toBe('/profile/security');
    expect(screen.queryByLabelText('New access code')).toBeNull();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('shows the server message under the field when the code is wrong', async () => {
    const calls = stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/admin/gate': gate(true, false),
      'POST /api/admin/unlock': { status: 403, body: { error: { code: 'access_code_invalid', message: 'Invalid access code' } } },
    });
    renderAdmin();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Administrator access' });
    await user.type(screen.getByLabelText('Access code'), 'wrong-code');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const message = await screen.findByText('Invalid access code');
    const field = screen.getByLabelText('Access code');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect((field as HTMLInputElement).value).toBe('');
    expect(calls.find((call) => call.path === '/api/admin/unlock')?.body).toEqual({ code: 'wrong-code' });
  });

  it('turns to creating a code, saying why, when the code is gone while the unlock form is open', async () => {
    let hasCode = true;
    stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/admin/gate': () => gate(hasCode, false),
      'POST /api/admin/unlock': () => {
        hasCode = false;
        return { status: 400, body: { error: { code: 'access_code_required', message: 'No access code is set for your account: create one to enter.' } } };
      },
    });
    renderAdmin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Access code'), 'old-code-1');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await screen.findByRole('heading', { name: 'Create your access code' });
    screen.getByText('No access code is set for your account: create one to enter.');
    screen.getByLabelText('New access code');
  });

  it('creates a first code without that notice', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: me }, 'GET /api/admin/gate': gate(false, false) });
    renderAdmin();
    await screen.findByRole('heading', { name: 'Create your access code' });
    expect(screen.queryByText('No access code is set for your account: create one to enter.')).toBeNull();
  });

  it('shows a blocked gate for the whole form', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/admin/gate': gate(true, false),
      'POST /api/admin/unlock': { status: 429, body: { error: { code: 'too_many_attempts', message: 'Too many attempts. Try again in 15 minutes.' } } },
    });
    renderAdmin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Access code'), 'another-try');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Try again in 15 minutes.');
  });

  it('says the code could not be checked when the server fails unexpectedly', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/admin/gate': gate(true, false),
      'POST /api/admin/unlock': { status: 500, body: { error: { code: 'internal_error', message: 'An unexpected error occurred.' } } },
    });
    renderAdmin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Access code'), 'my-own-code');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error while validating the code');
  });

  it('comes back when an admin call answers admin_locked', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/admin/gate': gate(true, true),
      'GET /api/admin/overview': { status: 403, body: { error: { code: 'admin_locked', message: 'Enter your access code to continue' } } },
      'GET /api/settings': { status: 200, body: { features: { games: true, shop: true, referrals: true }, maintenance: false } },
    });
    renderAdmin();
    await screen.findByRole('heading', { name: 'Administrator access' });
    screen.getByText('The back office locked itself: enter your access code to continue.');
    expect(screen.queryByRole('navigation', { name: 'Back office navigation' })).toBeNull();
  });

  it('shows how to add a second factor again when an admin call answers second_factor_setup_required', async () => {
    stubApi({
      'GET /api/me': { status: 200, body: me },
      'GET /api/admin/gate': gate(true, true),
      'GET /api/admin/overview': { status: 403, body: { error: { code: 'second_factor_setup_required', message: 'First turn on two-step sign-in' } } },
      'GET /api/settings': { status: 200, body: { features: { games: true, shop: true, referrals: true }, maintenance: false } },
    });
    renderAdmin();
    await screen.findByRole('link', { name: 'Secure my account' });
    expect(screen.queryByRole('navigation', { name: 'Back office navigation' })).toBeNull();
  });
});
