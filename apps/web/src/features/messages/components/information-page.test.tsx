import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { InformationMessage } from '../api/get-messages.ts';
import { InformationPage } from './information-page.tsx';

const message = (id: string, title: string): InformationMessage => ({ id, title, content: 'Details', createdAt: '2026-03-01T10:00:00Z', read: false });

describe('the information messages, a page at a time (decision 060)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('messages');
  });

  it('shows the newest page with the unread count of the whole feed, and older messages on "Show more"', async () => {
    const calls = stubApi({
      'GET /api/messages': () =>
        calls.at(-1)!.url.includes('cursor=')
          ? { status: 200, body: { items: [message('1', 'Older news')], nextCursor: null, global: null, unreadCount: 2 } }
          : { status: 200, body: { items: [message('2', 'Latest news')], nextCursor: 'WyIyIl0', global: null, unreadCount: 2 } },
    });
    renderWithProviders(<InformationPage />);
    await screen.findByRole('heading', { name: 'Latest news' });
    screen.getByText(i18n.t('information.unreadCount', { ns: 'messages', count: 2 }));
    expect(screen.queryByRole('heading', { name: 'Older news' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('heading', { name: 'Older news' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
