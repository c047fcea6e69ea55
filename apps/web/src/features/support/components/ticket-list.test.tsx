import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { SupportTicket } from '../api/get-tickets.ts';
import { TicketList } from './ticket-list.tsx';

const ticket = (id: string, message: string): SupportTicket => ({
  id, category: 'wallet', message, status: 'open', reply: null, repliedAt: null, createdAt: '2026-03-01T10:00:00Z', hasScreenshot: false,
});

describe("the player's tickets, a page at a time (decision 060)", () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('support');
  });

  it('shows the newest page, and the older tickets on "Show more"', async () => {
    const calls = stubApi({
      'GET /api/support/tickets': () =>
        calls.at(-1)!.url.includes('cursor=')
          ? { status: 200, body: { items: [ticket('b', 'My first question, older')], nextCursor: null } }
          : { status: 200, body: { items: [ticket('a', 'My latest question')], nextCursor: 'WyJhIl0' } },
    });
    renderWithProviders(<TicketList />);
    await screen.findByText('My latest question');
    expect(screen.queryByText('My first question, older')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('My first question, older');
    screen.getByText('My latest question');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/support/tickets', '/api/support/tickets?cursor=WyJhIl0']);
  });
});
