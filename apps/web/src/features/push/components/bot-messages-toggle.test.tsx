import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { PushToggle } from './push-toggle.tsx';

// Inside Telegram, and the player's answer to Telegram's "allow the bot to write to you?".
const telegram = vi.hoisted(() => ({ inside: true, allows: true, asked: 0 }));
vi.mock('#web/lib/telegram/launch-params.ts', () => ({ isInTelegram: () => telegram.inside, telegramLaunch: () => null }));
vi.mock('#web/lib/telegram/actions.ts', () => ({
  requestWriteAccess: () => {
    telegram.asked += 1;
    return Promise.resolve(telegram.allows);
  },
}));
const realFetch = globalThis.fetch;

describe('notifications inside Telegram', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('push');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    telegram.asked = 0;
  });

  it("offers the bot's messages instead of Web Push: Telegram asks the player, the server is told the answer", async () => {
    const calls = stubApi({
      'GET /api/telegram/messages': { status: 200, body: { allowed: false } },
      'POST /api/telegram/messages': (body: { allowed: boolean }) => ({ status: 200, body: { allowed: body.allowed } }),
    });
    renderWithProviders(<PushToggle />);
    expect(screen.queryByText(i18n.t('label', { ns: 'push' }))).toBeNull();
    const toggle = screen.getByRole('switch', { name: new RegExp(i18n.t('bot.label', { ns: 'push' })) });
    expect(screen.getByText(i18n.t('bot.help.off', { ns: 'push' }))).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));

    await userEvent.click(toggle);
    await screen.findByText(i18n.t('bot.help.on', { ns: 'push' }));
    expect(telegram.asked).toBe(1);
    expect((toggle as HTMLInputElement).checked).toBe(true);

    await userEvent.click(toggle);
    await screen.findByText(i18n.t('bot.help.off', { ns: 'push' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ allowed: true }, { allowed: false }]);
    expect(telegram.asked).toBe(1);
  });

  it("shows the server's answer: on when the bot may write, off once a block turned it off there", async () => {
    stubApi({ 'GET /api/telegram/messages': { status: 200, body: { allowed: true } } });
    renderWithProviders(<PushToggle />);
    const toggle = screen.getByRole('switch', { name: new RegExp(i18n.t('bot.label', { ns: 'push' })) });
    await screen.findByText(i18n.t('bot.help.on', { ns: 'push' }));
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('says so when the player does not let the bot write', async () => {
    telegram.allows = false;
    stubApi({ 'GET /api/telegram/messages': { status: 200, body: { allowed: false } }, 'POST /api/telegram/messages': { status: 200, body: { allowed: false } } });
    renderWithProviders(<PushToggle />);
    const toggle = screen.getByRole('switch', { name: new RegExp(i18n.t('bot.label', { ns: 'push' })) });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(toggle);
    await screen.findByText(i18n.t('bot.help.declined', { ns: 'push' }));
    expect((toggle as HTMLInputElement).checked).toBe(false);
    telegram.allows = true;
  });
});
