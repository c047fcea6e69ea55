import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { formatTime } from '../../format.ts';
import type { AdminOverview } from '../../types.ts';
import { OverviewSystems } from './overview-systems.tsx';

const checkedAt = '2025-03-10T12:05:00.000Z';
const checked = `checked at ${formatTime(checkedAt, 'en')}`;
const primaryServes = 'Meanwhile, the leaderboard, statistics and admin lists are read from the primary database.';

function renderSystems(overview: Pick<AdminOverview, 'services' | 'replica'>) {
  renderWithProviders(<OverviewSystems overview={overview} />);
  return screen.getByRole('region', { name: 'Systems' });
}

/** The list item whose name (in bold) is `name`. */
const row = (section: HTMLElement, name: string) => within(section).getByText(name, { selector: 'strong' }).closest('li')!;

describe('overview systems', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('lists each outside service with its state in words, the measure and the time of the check', () => {
    const section = renderSystems({
      services: [
        { name: 'ton-indexer', ok: true, detail: '123 ms', checkedAt },
        { name: 'price-api', ok: false, detail: 'API responded with status 502', checkedAt },
      ],
      replica: null,
    });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    const indexer = within(row(section, 'TON indexer'));
    indexer.getByText('Working');
    indexer.getByText('123 ms');
    expect(indexer.getByText(checked).getAttribute('datetime')).toBe(checkedAt);
    const price = within(row(section, 'Price API'));
    price.getByText('Failing');
    price.getByText('API responded with status 502');
    price.getByText(checked);
    expect(within(section).queryByText('Database read replica')).toBeNull();
  });

  it('names the shop and payout wallets and shows what to do in the server\'s words', () => {
    const frozen = 'frozen: storage fees unpaid — top it up from the wallet app, then unfreeze it (docs/operations.md, Shop wallet); payments may bounce meanwhile';
    const section = renderSystems({
      services: [
        { name: 'shop-wallet', ok: false, detail: frozen, checkedAt },
        { name: 'hot-wallet', ok: true, detail: 'active', checkedAt },
      ],
      replica: null,
    });
    const shop = within(row(section, 'Shop wallet'));
    shop.getByText('Failing');
    shop.getByText(frozen);
    within(row(section, 'Payout wallet')).getByText('Working');
  });

  it('shows a service it has no translation for by its own name', () => {
    const section = renderSystems({ services: [{ name: 'mail-relay', ok: true, detail: null, checkedAt }], replica: null });
    within(row(section, 'mail-relay')).getByText('Working');
  });

  it('shows the replica in use with its lag in seconds', () => {
    const section = renderSystems({ services: [], replica: { state: 'in_use', lagMs: 420, checkedAt, detail: null } });
    const replica = within(row(section, 'Database read replica'));
    replica.getByText('In use');
    replica.getByText('Lag: 0.4 s');
    replica.getByText(checked);
    expect(replica.queryByText(primaryServes)).toBeNull();
    expect(within(section).queryByText('No outside service is configured.')).toBeNull();
  });

  it('says the primary serves the reads while the replica lags', () => {
    const section = renderSystems({
      services: [{ name: 'price-api', ok: true, detail: '80 ms', checkedAt }],
      replica: { state: 'lagging', lagMs: 12_345, checkedAt, detail: 'behind the primary by more than 5000 ms' },
    });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    const replica = within(row(section, 'Database read replica'));
    replica.getByText('Lagging');
    replica.getByText('Lag: 12.3 s');
    replica.getByText(primaryServes);
  });

  it('says the primary serves the reads while the replica is down, with the database message aside', () => {
    const section = renderSystems({
      services: [],
      replica: { state: 'down', lagMs: null, checkedAt, detail: 'connect ECONNREFUSED 10.0.0.5:5432' },
    });
    const replica = within(row(section, 'Database read replica'));
    replica.getByText('Down');
    replica.getByText(primaryServes);
    expect(replica.getByText('connect ECONNREFUSED 10.0.0.5:5432').getAttribute('lang')).toBe('en');
    expect(replica.queryByText(/^Lag:/)).toBeNull();
  });

  it('leaves out the time of a replica not checked yet', () => {
    const section = renderSystems({ services: [], replica: { state: 'down', lagMs: null, checkedAt: null, detail: 'not checked yet' } });
    expect(within(row(section, 'Database read replica')).queryByText(/^checked at/)).toBeNull();
  });

  it('says in one line that nothing is configured, without an empty list', () => {
    const section = renderSystems({ services: [], replica: null });
    within(section).getByRole('heading', { level: 2, name: 'Systems' });
    within(section).getByText('No outside service is configured.');
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
