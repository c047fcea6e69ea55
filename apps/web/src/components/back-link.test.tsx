import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslatorProvider } from '#web/lib/translator-context.tsx';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { setupI18n } from '#web/test/render.tsx';
import { BackLink } from './back-link.tsx';

// Inside Telegram or not, and Telegram's BackButton as the app drives it.
const telegram = vi.hoisted(() => ({ inside: false, shown: [] as boolean[], press: null as null | (() => void) }));
vi.mock('#web/lib/telegram/launch-params.ts', () => ({ isInTelegram: () => telegram.inside, telegramLaunch: () => null }));
vi.mock('#web/lib/telegram/actions.ts', () => ({
  showBackButton: (visible: boolean) => void telegram.shown.push(visible),
  onBackButton: (listener: () => void) => {
    telegram.press = listener;
    return () => (telegram.press = null);
  },
}));

function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <TranslatorProvider translator={i18n}>
      <BrowserRouter>
        <Routes>
          <Route path="/shop" element={<><h1>Shop page</h1><Link to="/profile/security">To security</Link></>} />
          <Route path="/profile" element={<h1>Profile page</h1>} />
          <Route path="/profile/security" element={<><h1>Security page</h1><BackLink section="/profile" /></>} />
        </Routes>
      </BrowserRouter>
    </TranslatorProvider>,
  );
}

describe('BackLink', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => {
    delete (window as { navigation?: unknown }).navigation;
    telegram.inside = false;
    telegram.shown = [];
  });

  it("inside Telegram, shows Telegram's BackButton on the sub-page only, in place of the page's own link, and pressing it goes back", async () => {
    telegram.inside = true;
    renderApp('/shop');
    await userEvent.setup().click(screen.getByRole('link', { name: 'To security' }));
    await screen.findByRole('heading', { name: 'Security page' });
    await vi.waitFor(() => expect(telegram.shown.at(-1)).toBe(true));
    expect(screen.queryByRole('link', { name: /Back/ })).toBeNull();
    telegram.press!();
    await screen.findByRole('heading', { name: 'Shop page' });
    await vi.waitFor(() => expect(telegram.shown.at(-1)).toBe(false));
    expect(telegram.press).toBeNull();
  });

  it('shows no BackButton outside Telegram', async () => {
    renderApp('/profile/security');
    await screen.findByRole('heading', { name: 'Security page' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(telegram.shown).toEqual([]);
  });

  it('goes back to the page the player came from, and names it where the browser tells it', async () => {
    renderApp('/shop');
    // The Navigation API (Chromium): this tab's entries, the shop behind the current one.
    (window as { navigation?: unknown }).navigation = { currentEntry: { index: 1 }, entries: () => [{ url: `${window.location.origin}/shop` }, { url: window.location.href }] };
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'To security' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Shop' }));
    await screen.findByRole('heading', { name: 'Shop page' });
    expect(window.location.pathname).toBe('/shop');
  });

  it('goes back all the same in a browser that does not say where, with a plain label', async () => {
    renderApp('/shop');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'To security' }));
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Shop page' });
  });

  it("opened directly, leads to the page it belongs to", async () => {
    renderApp('/profile/security');
    const back = screen.getByRole('link', { name: 'Back to Profile' });
    expect(back.getAttribute('href')).toBe('/profile');
    await userEvent.setup().click(back);
    await screen.findByRole('heading', { name: 'Profile page' });
  });
});
