import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { clusterDetail } from './abuse-fixtures.ts';
import { AbusePage } from './abuse-page.tsx';

const listUrl = '/api/admin/abuse/clusters';
const summary = clusterDetail({ measures: { referralsFrozen: true, miningFrozen: false, banned: false } }).cluster;
const page = (clusters: unknown[], lastRunAt: string | null = '2026-03-01T11:00:00Z') => ({ status: 200, body: { items: clusters, nextCursor: null, lastRunAt } });

describe('AbusePage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('lists the clusters with their score, size, referrer, reasons and measures', async () => {
    const calls = stubApi({ [`GET ${listUrl}`]: page([summary, { ...summary, id: 'c2', score: 55, reasons: [], referrer: null, kind: 'shared_device' }]) });
    renderWithProviders(<AbusePage />);
    const list = await screen.findByRole('list', { name: 'Suspicious clusters, most suspicious first' });
    const [first, second] = within(list).getAllByRole('article');
    within(first!).getByRole('link', { name: 'Referral tree, Referrer: boss' });
    within(first!).getByText('Suspicion score: 82 out of 100 (High)');
    within(first!).getByText('4 accounts');
    within(first!).getByText('3 flagged');
    within(first!).getByText('3 accounts from one network prefix within 40 min, all referred by boss');
    within(first!).getByText('Referral credit frozen');
    within(second!).getByText('Suspicion score: 55 out of 100 (Medium)');
    within(second!).getByText('No common referrer');
    expect(calls[0]?.url).toBe(`${listUrl}?status=open`);
    screen.getByText(/^Last analysis: /);
  });

  it('filters by status and says when nothing is left to review', async () => {
    const calls = stubApi({ [`GET ${listUrl}`]: page([]) });
    renderWithProviders(<AbusePage />);
    await screen.findByText('No cluster to review');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Legitimate' }));
    await screen.findByText('No cluster marked legitimate');
    expect(calls.map((call) => call.url)).toEqual([`${listUrl}?status=open`, `${listUrl}?status=legitimate`]);
  });

  it('runs the analysis now and reports what it found', async () => {
    const calls = stubApi({ [`GET ${listUrl}`]: page([], null), 'POST /api/admin/abuse/run': { status: 200, body: { clusters: 1, flagged: 6 } } });
    renderWithProviders(<AbusePage />);
    await screen.findByText('Not analysed yet');
    screen.getByText('The analysis has not run yet: run it to examine recent sign-ups.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Analyse now' }));
    await screen.findByText('Analysis finished: 1 suspicious cluster, 6 flagged accounts.');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });
});
