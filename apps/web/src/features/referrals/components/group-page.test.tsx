import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralsState } from '@fre/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { GroupPage } from './group-page.tsx';

const referral = (id: string, nickname: string) => ({ id, nickname, active: true, joinedAt: '2026-03-01T10:00:00Z', remindable: false });
const state = (items: ReferralsState['items'], nextCursor: string | null): ReferralsState => ({
  items, nextCursor, code: 'ADA123', referredBy: { nickname: 'grace' }, referralCount: 2, activeCount: 2, countedCount: 2, cap: 10,
  bonusRate: '200000000', bonusPerReferral: '100000000', bonusSpinsEarned: 0,
});

describe('the group page, its referrals a page at a time (decision 060)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['referrals', 'web']);
  });

  it('counts every referral, lists the newest page, and the older ones on "Show more"', async () => {
    const calls = stubApi({
      'GET /api/referrals': () =>
        calls.at(-1)!.url.includes('cursor=') ? { status: 200, body: state([referral('b', 'bob')], null) } : { status: 200, body: state([referral('a', 'ada')], 'WyJhIl0') },
    });
    renderWithProviders(<GroupPage />);
    await screen.findByText('ada');
    screen.getByText('Your referrals (2)');
    expect(screen.queryByText('bob')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('bob');
    screen.getByText('ada');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
