import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n, stubApi } from '../../test/render';
import { BottomNav } from './bottom-nav';

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
      'Shop', 'Contest', 'Buy FRE', 'Wallet', 'Withdrawal', 'Identity verification', 'Trading', 'Profile', 'Security', 'Privacy', 'Information', 'Support',
    ]);
    await user.click(within(sheet).getByRole('link', { name: 'Wallet' }));
    await screen.findByRole('heading', { name: 'Wallet page' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // On a page of the sheet, More is the current section.
    expect(within(bar).getByRole('button', { name: 'More' }).className).toMatch(/active/);
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
