import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { ReferralsPanel } from './referrals-panel.tsx';

describe('ReferralsPanel', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('shows how many referrals are frozen, and why', () => {
    renderWithProviders(<ReferralsPanel count={12} active={9} frozen={3} recent={[]} />);
    expect(screen.getByText('Frozen referrals').nextElementSibling?.textContent).toBe('3');
    screen.getByText("3 referrals no longer count in this player's mining rate: referral credit frozen by an abuse decision.");
  });

  it('says nothing of frozen referrals when there is none', () => {
    renderWithProviders(<ReferralsPanel count={2} active={1} frozen={0} recent={[]} />);
    expect(screen.queryByText('Frozen referrals')).toBeNull();
  });
});
