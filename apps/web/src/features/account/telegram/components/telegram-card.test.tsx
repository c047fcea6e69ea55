import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@fre/domain';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser } from '#web/test/user-fixtures.ts';
import { TelegramCard } from './telegram-card.tsx';

// Whether Telegram launched this tab, and with what.
const telegram = vi.hoisted(() => ({ initData: null as string | null }));
vi.mock('#web/lib/telegram/launch-params.ts', () => ({
  telegramLaunch: () => (telegram.initData ? { initData: telegram.initData, platform: 'android', version: '8.0', themeParams: {} } : null),
  isInTelegram: () => telegram.initData !== null,
}));

const linked: User['telegram'] = { firstName: 'Ada', username: 'ada_tg', since: '2026-11-04T09:00:00.000Z', paused: false };

describe('TelegramCard', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['security']);
  });
  beforeEach(() => {
    telegram.initData = null;
  });

  it('names the linked Telegram account and since when, and unlinks it after a confirmation', async () => {
    const calls = stubApi({ 'DELETE /api/telegram/link': { status: 200, body: { user: emailUser() } } });
    const { queryClient } = renderWithProviders(<TelegramCard user={{ telegram: linked }} />);
    const card = screen.getByRole('region', { name: 'Telegram' });
    within(card).getByText('Linked');
    within(card).getByText('Ada');
    within(card).getByText('@ada_tg');
    within(card).getByText('Since November 4, 2026');
    expect(within(card).queryByRole('button', { name: 'Keep' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Unlink' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unlink Telegram?' });
    within(dialog).getByText('Ada @ada_tg will no longer open your account in Telegram.');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/telegram/link']);
    expect(queryClient.getQueryData<User>(meQueryKey)?.telegram).toBeNull();
  });

  it('paused by a password reset: says so, and keeps it on request', async () => {
    const calls = stubApi({ 'POST /api/telegram/link/keep': { status: 200, body: { user: emailUser({ telegram: linked }) } } });
    renderWithProviders(<TelegramCard user={{ telegram: { ...linked, paused: true } }} />);
    const card = screen.getByRole('region', { name: 'Telegram' });
    within(card).getByText('Paused');
    within(card).getByText(/^Paused since your password was reset/);
    within(card).getByRole('button', { name: 'Unlink' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Keep' }));
    await expect.poll(() => calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/telegram/link/keep']);
  });

  it('not linked, inside Telegram: links the Telegram account that opened the app, with its launch data', async () => {
    telegram.initData = 'query_id=AAH&user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc';
    const calls = stubApi({ 'POST /api/telegram/link': { status: 200, body: { user: emailUser({ telegram: linked }) } } });
    renderWithProviders(<TelegramCard user={{ telegram: null }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link this Telegram account' }));
    await expect.poll(() => calls.find((call) => call.path === '/api/telegram/link')?.body).toEqual({ initData: telegram.initData });
  });

  it('not linked, inside Telegram: the refusal for a Telegram account that is another player’s', async () => {
    telegram.initData = 'query_id=AAH&user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc';
    stubApi({ 'POST /api/telegram/link': { status: 409, body: { error: { code: 'telegram_in_use', message: 'This Telegram account is already linked to another user' } } } });
    renderWithProviders(<TelegramCard user={{ telegram: null }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link this Telegram account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This Telegram account is already linked to another user');
  });

  it('not linked, in a browser: one line saying where it is linked from, and nothing to press', () => {
    renderWithProviders(<TelegramCard user={{ telegram: null }} />);
    screen.getByText('No Telegram account is linked: link it from FRE Mining opened in Telegram.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
