import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { InviteCard } from './invite-card.tsx';

// Inside Telegram or not, and Telegram's share screen as the app opens it.
const telegram = vi.hoisted(() => ({ inside: false, shared: [] as { url: string; text: string }[] }));
vi.mock('#web/lib/telegram/launch-params.ts', () => ({ isInTelegram: () => telegram.inside, telegramLaunch: () => null }));
vi.mock('#web/lib/telegram/actions.ts', () => ({ shareInTelegram: (url: string, text: string) => void telegram.shared.push({ url, text }) }));

const config = (telegramMiniAppUrl: string | null) => ({
  tonConnect: { manifestUrl: '/tonconnect-manifest.json', walletsListUrl: null, twaReturnUrl: telegramMiniAppUrl }, telegramMiniAppUrl, telegramBotConfigured: true,
});
const realFetch = globalThis.fetch;

describe('InviteCard', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('referrals');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    telegram.inside = false;
    telegram.shared = [];
  });

  it("inside Telegram, invites with the Mini App's link and Telegram's share screen", async () => {
    telegram.inside = true;
    stubApi({ 'GET /api/client-config': { status: 200, body: config('https://t.me/fre_bot/app') } });
    renderWithProviders(<InviteCard code="ABC123" />);
    const link = screen.getByLabelText(i18n.t('invite.link', { ns: 'referrals' }));
    await vi.waitFor(() => expect(link.textContent).toBe('https://t.me/fre_bot/app?startapp=ref_ABC123'));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('invite.share', { ns: 'referrals' }) }));
    await vi.waitFor(() => expect(telegram.shared).toEqual([{ url: 'https://t.me/fre_bot/app?startapp=ref_ABC123', text: i18n.t('invite.shareText', { ns: 'referrals', code: 'ABC123' }) }]));
  });

  it("in a browser, keeps the site's sign-up link and asks nothing of the server", () => {
    const calls = stubApi({ 'GET /api/client-config': { status: 200, body: config('https://t.me/fre_bot/app') } });
    renderWithProviders(<InviteCard code="ABC123" />);
    expect(screen.getByLabelText(i18n.t('invite.link', { ns: 'referrals' })).textContent).toBe(`${window.location.origin}/register?ref=ABC123`);
    expect(calls).toEqual([]);
  });

  it('inside Telegram without a Mini App link configured, keeps the sign-up link', async () => {
    telegram.inside = true;
    const calls = stubApi({ 'GET /api/client-config': { status: 200, body: config(null) } });
    renderWithProviders(<InviteCard code="ABC123" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByLabelText(i18n.t('invite.link', { ns: 'referrals' })).textContent).toBe(`${window.location.origin}/register?ref=ABC123`);
  });
});
