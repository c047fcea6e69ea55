import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { BottomNav } from './bottom-nav.tsx';

const nothingWaits = { freeSpin: null, messages: null, support: null, boost: null, kyc: null, withdrawal: null, contest: null, invite: null, pushOff: false };
const settings = (shop = true) => ({ status: 200, body: { features: { games: true, shop, referrals: true }, maintenance: false } });

function renderNav(route = '/dashboard') {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<><BottomNav /><Routes><Route path="/wallet" element={<h1>Wallet page</h1>} /><Route path="*" element={<h1>Other page</h1>} /></Routes></>} />
    </Routes>,
    { route },
  );
}

describe('BottomNav', () => {
  beforeAll(() => setupI18n('en'));

  it('keeps four pages under the thumb and every other one in the More sheet, by what the player wants', async () => {
    stubApi({ 'GET /api/settings': settings() });
    renderNav();
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(bar).getAllByRole('link').map((link) => link.textContent)).toEqual(['Group', 'Games', 'Mining', 'Leaderboard']);
    const user = userEvent.setup();
    await user.click(within(bar).getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'All of FRE Mining' });
    for (const group of ['Earn more', 'My money', 'My account', 'Help']) within(sheet).getByRole('heading', { name: group });
    expect(within(sheet).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Shop', 'Contest', 'Buy FRE', 'Wallet', 'Withdrawal', 'Identity verification', 'Trading', 'Profile', 'Security', 'Privacy', 'Balance proof', 'Information', 'Support',
    ]);
    await user.click(within(sheet).getByRole('link', { name: 'Wallet' }));
    await screen.findByRole('heading', { name: 'Wallet page' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // On a page of the sheet, More is the current section.
    expect(within(bar).getByRole('button', { name: 'More' }).className).toMatch(/active/);
  });

  it('marks the entries something waits behind, for the eye and for screen readers, their names unchanged', async () => {
    stubApi({
      'GET /api/settings': settings(),
      'GET /api/me/agenda': {
        status: 200,
        body: { ...nothingWaits, freeSpin: { free: true, bonusSpins: 1 }, messages: { unread: 3 }, support: { unread: 1 }, kyc: { state: 'approved' }, withdrawal: { stage: 'pending', amount: '1' }, contest: { level: 0, next: 1 } },
      },
    });
    renderNav();
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(bar).findByRole('link', { name: 'Games', description: 'Slot machine: 2 spins available' });
    const more = within(bar).getByRole('button', { name: 'More', description: '3 sections need you' });
    // Nothing waits behind the others: no badge, no description.
    for (const name of ['Group', 'Mining', 'Leaderboard']) expect(within(bar).getByRole('link', { name }).getAttribute('aria-describedby')).toBeNull();

    await userEvent.setup().click(more);
    const sheet = await screen.findByRole('dialog', { name: 'All of FRE Mining' });
    within(sheet).getByRole('link', { name: 'Information', description: '3 unread messages' });
    within(sheet).getByRole('link', { name: 'Support', description: '1 new answer' });
    within(sheet).getByRole('link', { name: 'Identity verification', description: 'new decision to read' });
    // Progress to watch is on the dashboard, not a badge.
    for (const name of ['Withdrawal', 'Contest', 'Shop']) expect(within(sheet).getByRole('link', { name }).getAttribute('aria-describedby')).toBeNull();
  });

  it('shows no badge when nothing waits', async () => {
    const calls = stubApi({ 'GET /api/settings': settings(), 'GET /api/me/agenda': { status: 200, body: { ...nothingWaits, withdrawal: { stage: 'sent', amount: '1' }, contest: { level: 3, next: 4 } } } });
    renderNav();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/agenda')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    // A badge always comes with its words: no words, so none shown.
    const words = [...bar.querySelectorAll('[aria-describedby]')].map((entry) => document.getElementById(entry.getAttribute('aria-describedby')!)?.textContent);
    expect(words).toEqual(['', '']);
  });

  it('leaves out the pages of a feature an admin switched off', async () => {
    stubApi({ 'GET /api/settings': settings(false) });
    renderNav();
    await userEvent.setup().click(screen.getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog');
    await waitFor(() => expect(within(sheet).queryByRole('link', { name: 'Shop' })).toBeNull());
    within(sheet).getByRole('link', { name: 'Contest' });
  });
});
