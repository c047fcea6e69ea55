import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT, HOUR_MS, type CredentialsResponse } from '@fre/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { SecurityPage } from './security-page.tsx';

const HOURS = ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS;
const WALLET = `0:${'ab'.repeat(32)}`;
const none: CredentialsResponse = { credentials: [], withdrawalsPaused: null };
const every: CredentialsResponse = {
  credentials: [
    { kind: 'email', id: null, label: 'ada@example.com', since: '2026-11-01T09:00:00.000Z', paused: false },
    { kind: 'password', id: null, label: null, since: null, paused: false },
    { kind: 'app_code', id: null, label: null, since: '2026-11-02T09:00:00.000Z', paused: false },
    { kind: 'recovery_codes', id: null, label: '7', since: '2026-11-02T09:00:00.000Z', paused: false },
    { kind: 'passkey', id: 'pk1', label: 'Pixel 8', since: '2026-11-03T09:00:00.000Z', paused: true },
    { kind: 'telegram', id: null, label: 'Ada @ada_tg', since: '2026-11-04T09:00:00.000Z', paused: false },
    { kind: 'wallet', id: null, label: WALLET, since: '2026-11-05T09:00:00.000Z', paused: false },
  ],
  withdrawalsPaused: { until: '2026-11-07T09:00:00.000Z', by: 'wallet' },
};

type Routes = Parameters<typeof stubApi>[0];

function renderFor(user: unknown, credentials: CredentialsResponse = none, routes: Routes = {}) {
  const calls = stubApi({
    'GET /api/me': { status: 200, body: { user } },
    'GET /api/me/credentials': { status: 200, body: credentials },
    'GET /api/me/2fa': { status: 200, body: { totp: false, recoveryCodesLeft: 0 } },
    'GET /api/me/sessions': { status: 200, body: { sessions: [] } },
    'GET /api/me/passkeys': { status: 200, body: { passkeys: [] } },
    ...routes,
  });
  const walletRemoval = (onClose: () => void) => (
    <div role="dialog" aria-label="The wallet’s own dialog">
      <button type="button" onClick={onClose}>
        Close it
      </button>
    </div>
  );
  renderWithProviders(<SecurityPage walletRemoval={walletRemoval} />, { route: '/profile/security' });
  return calls;
}

const list = () => screen.findByRole('list', { name: 'Your ways in' });
const row = async (name: string) => within(await list()).getByText(name).closest('li')!;

describe('SecurityPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security', 'two-step', 'passkeys']);
  });

  it('for an account made in Telegram: add an email first, then set a password', async () => {
    renderFor(telegramUser());
    const email = await screen.findByRole('region', { name: 'Email address' });
    const password = screen.getByRole('region', { name: 'Set a password' });
    // The missing address comes first on the page.
    expect(email.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add this address' })).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('for a signed-up account: the address with its change, the password changed with the current one', async () => {
    renderFor(emailUser());
    await screen.findByRole('region', { name: 'Password' });
    screen.getByLabelText('Current password');
    within(screen.getByRole('region', { name: 'Email address' })).getByRole('button', { name: 'Change address' });
  });

  it('lists every credential with its name, what names it, since when, and whether it is paused', async () => {
    renderFor(emailUser(), every);
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual(['Email address', 'Password', 'Authenticator app', 'Recovery codes', 'PasskeyPaused', 'Telegram', 'TON wallet']);
    expect(items[0]!.textContent).toContain('ada@example.com');
    expect(items[0]!.textContent).toContain('Since November 1, 2026');
    // A password older than the record says so rather than inventing a date.
    expect(items[1]!.textContent).toContain('Date added not recorded');
    expect(items[3]!.textContent).toContain('7 recovery codes left');
    expect(items[4]!.textContent).toContain('Pixel 8');
    expect(items[5]!.textContent).toContain('Ada @ada_tg');
    // The wallet as wallets show it, shortened.
    expect(items[6]!.textContent).toMatch(/UQCr…[\w-]{4}Since November 5, 2026/);
  });

  it('while a change holds withdrawals: until when, which change, and why', async () => {
    renderFor(emailUser(), every);
    const banner = (await screen.findByText(/^Withdrawals paused until/)).closest('[role="status"]')!;
    expect(banner.textContent).toMatch(/^Withdrawals paused until November 7, 2026/);
    expect(banner.textContent).toContain('Your TON wallet changed.');
    expect(banner.textContent).toMatch(new RegExp(`withdrawals wait ${HOURS}\\sh: if someone held your account for a moment, they cannot take your FRE`));
  });

  it('says nothing of withdrawals when no change holds them', async () => {
    renderFor(emailUser(), { ...every, withdrawalsPaused: null });
    await list();
    expect(screen.queryByText(/^Withdrawals paused until/)).toBeNull();
  });

  it('removes a passkey from the list after a confirmation, and reads the list again', async () => {
    let credentials = every;
    const calls = renderFor(emailUser(), every, {
      'GET /api/me/credentials': () => ({ status: 200, body: credentials }),
      'DELETE /api/me/passkeys/pk1': () => {
        credentials = { ...every, credentials: every.credentials.filter((credential) => credential.kind !== 'passkey') };
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    await user.click(within(await row('Pixel 8')).getByRole('button', { name: 'Remove passkey Pixel 8' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    within(dialog).getByText(new RegExp(`withdrawals will be paused for ${HOURS}\\sh`));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect.poll(() => screen.queryByText('Pixel 8')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/me/passkeys/pk1']);
  });

  it('unlinks Telegram from the list; the refusal when it is the only way in stays in the dialog', async () => {
    const refusal = 'Telegram is your only way to sign in: first add an email address and a password (or a passkey) in Profile → Security.';
    renderFor(emailUser(), every, { 'DELETE /api/telegram/link': { status: 409, body: { error: { code: 'telegram_only_sign_in', message: refusal } } } });
    const user = userEvent.setup();
    await user.click(within(await row('Telegram')).getByRole('button', { name: 'Unlink Telegram' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unlink Telegram?' });
    within(dialog).getByText('Ada @ada_tg will no longer open your account in Telegram.');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
  });

  it('unlinks the wallet with the wallet’s own dialog', async () => {
    renderFor(emailUser(), every);
    const user = userEvent.setup();
    await user.click(within(await row('TON wallet')).getByRole('button', { name: 'Unlink TON wallet' }));
    const dialog = screen.getByRole('dialog', { name: 'The wallet’s own dialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Close it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leads a credential that is changed, not removed, to its card: the address’s change opens its form', async () => {
    renderFor(emailUser(), every);
    const user = userEvent.setup();
    await user.click(within(await row('Password')).getByRole('button', { name: 'Change password' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Password' }));
    await user.click(within(await row('Recovery codes')).getByRole('button', { name: 'Renew recovery codes' }));
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Two-step sign-in' }));
    await user.click(within(await row('Email address')).getByRole('button', { name: 'Change email address' }));
    expect(document.activeElement).toBe(within(screen.getByRole('region', { name: 'Email address' })).getByRole('textbox', { name: 'New email address' }));
  });
});
