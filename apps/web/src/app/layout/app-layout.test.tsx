import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { AppLayout } from './app-layout.tsx';

const user = (role: 'user' | 'admin') => ({ user: { id: 'u1', email: 'a@example.com', nickname: 'alice', role, emailVerified: true, language: 'en' } });
const settings = (maintenance: boolean, referrals = true) => ({ features: { games: true, shop: true, referrals }, maintenance });

function renderLayout() {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/dashboard" element={<h1>Mining page</h1>} />
      </Route>
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('AppLayout and the public settings', () => {
  beforeAll(() => setupI18n('en'));

  it('shows players the maintenance screen instead of the app', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: user('user') }, 'GET /api/settings': { status: 200, body: settings(true) } });
    renderLayout();
    await screen.findByRole('heading', { level: 1, name: 'Under maintenance' });
    expect(screen.queryByText('Mining page')).toBeNull();
  });

  it('lets an admin keep working, with a banner', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: user('admin') }, 'GET /api/settings': { status: 200, body: settings(true) } });
    renderLayout();
    await screen.findByText('Maintenance mode is on: players see the maintenance screen.');
    screen.getByText('Mining page');
    screen.getByRole('link', { name: 'Back office' });
  });

  it('hides the Group entry while referrals are off', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: user('user') }, 'GET /api/settings': { status: 200, body: settings(false, false) } });
    renderLayout();
    await screen.findByText('Mining page');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // Games, Mining, Leaderboard and the More button: Group's slot stays empty.
    await expect.poll(() => nav.querySelectorAll('a').length).toBe(3);
    expect(screen.queryByRole('link', { name: 'Group' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('link', { name: 'Back office' })).toBeNull();
  });
});
