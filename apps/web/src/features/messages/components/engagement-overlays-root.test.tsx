import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { EngagementOverlaysRoot } from './engagement-overlays-root.tsx';

const user = { id: 'u1', createdAt: '2020-01-01T00:00:00.000Z', tutorialCompleted: true, tutorialSkipped: false, emailVerified: true };

describe('EngagementOverlaysRoot', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('messages');
  });

  it('shows the global message styled by type and marks it read when closed', async () => {
    const global = { id: '7', type: 'warning', title: 'Maintenance', content: 'Back at 10:00', expiresAt: null };
    const calls = stubApi({
      'GET /api/messages': { status: 200, body: { global, items: [], nextCursor: null, unreadCount: 0 } },
      'GET /api/me': { status: 200, body: { user } },
      'GET /api/health': { status: 200, body: { time: new Date().toISOString() } },
      'POST /api/messages/global/7/read': { status: 204 },
    });
    renderWithProviders(<EngagementOverlaysRoot />, { route: '/dashboard' });
    const dialog = await screen.findByRole('dialog', { name: 'Maintenance' });
    expect(dialog.textContent).toContain('Warning');
    screen.getByText('Back at 10:00');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/messages/global/7/read')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Maintenance' })).toBeNull());
  });

  it('reminds of unread messages, but not on /information', async () => {
    const information = [{ id: '3', title: 'Hello', content: 'News', createdAt: '2026-11-20T10:00:00.000Z', read: false }];
    stubApi({
      'GET /api/messages': { status: 200, body: { global: null, items: information, nextCursor: null, unreadCount: 1 } },
      'GET /api/me': { status: 200, body: { user } },
      'GET /api/health': { status: 200, body: { time: new Date().toISOString() } },
    });
    const { unmount } = renderWithProviders(<EngagementOverlaysRoot />, { route: '/dashboard' });
    await screen.findByRole('dialog', { name: 'You have unread messages' });
    unmount();
    renderWithProviders(<EngagementOverlaysRoot />, { route: '/information' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
