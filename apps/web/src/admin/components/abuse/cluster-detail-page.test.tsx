import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { clusterDetail, clusterId } from './abuse-fixtures.ts';
import { ClusterDetailPage } from './cluster-detail-page.tsx';

const detailUrl = `/api/admin/abuse/clusters/${clusterId}`;
const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/abuse/:id" element={<ClusterDetailPage />} />
    </Routes>,
    { route: `/admin/abuse/${clusterId}` },
  );

describe('ClusterDetailPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('says why the cluster is suspicious and draws the referral tree', async () => {
    stubApi({ [`GET ${detailUrl}`]: { status: 200, body: clusterDetail() } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Referral tree' });
    within(screen.getByRole('region', { name: 'Why this cluster' })).getByText('3 accounts from one network prefix within 40 min, all referred by boss');

    const tree = screen.getByRole('region', { name: 'Referral tree' });
    const [boss, stranger] = within(tree).getAllByRole('listitem').filter((item) => item.parentElement?.parentElement === tree);
    within(boss!).getByText("Cluster's referrer");
    expect(within(boss!).getAllByRole('link').map((link) => link.textContent)).toEqual(['boss', 'ant', 'bee']);
    within(stranger!).getByText('Outside the cluster');
    expect(within(stranger!).getAllByRole('link').map((link) => link.textContent)).toEqual(['stranger', 'cat']);

    const members = screen.getByRole('region', { name: 'Accounts in the cluster' });
    const ant = within(members).getAllByRole('row').find((row) => within(row).queryByRole('link', { name: 'ant' }))!;
    within(ant).getByText('Network burst');
    within(ant).getByText('Instant start');
    within(ant).getByText('Email verified in 40 sec');
    within(ant).getByText('First mining in 1 min 5 sec');
  });

  it('asks for a reason before an action, sends {action, reason} and then offers its undo', async () => {
    const calls = stubApi({
      [`GET ${detailUrl}`]: { status: 200, body: clusterDetail() },
      [`POST ${detailUrl}/actions`]: (body) => ({
        status: 200,
        body: {
          ...clusterDetail({ measures: { referralsFrozen: true, miningFrozen: false, banned: false } }),
          history: [{ action: body.action, actorLabel: 'ops@example.test', reason: body.reason, at: '2026-03-02T09:00:00Z' }],
        },
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Freeze referral credit' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Freeze referral credit?' });
    within(dialog).getByText("From now on, these referrals no longer count in their referrer's mining rate. Nothing already mined is taken back.");
    within(dialog).getByText('Accounts concerned: 4 accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    within(dialog).getByText('Give a reason (at least 3 characters)');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), '  Same network, all within minutes  ');
    // What each member is told (decision 061): a category is required, the note is optional.
    await user.selectOptions(await within(dialog).findByLabelText('Category (shown to the player)'), 'Referrals made to collect the bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));

    await screen.findByText('Decision recorded: Referral credit frozen.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: `${detailUrl}/actions`, body: { action: 'freeze_referrals', reason: 'Same network, all within minutes', category: 'referral_abuse' } }),
    ]);
    screen.getByRole('button', { name: 'Unfreeze referral credit' });
    const history = screen.getByRole('region', { name: 'Decisions' });
    within(history).getByText('Referral credit frozen');
    within(history).getByText('by ops@example.test');
    within(history).getByText('“Same network, all within minutes”');
  });

  it('keeps the dialog open with the field error the server gives', async () => {
    stubApi({
      [`GET ${detailUrl}`]: { status: 200, body: clusterDetail({ status: 'legitimate' }) },
      [`POST ${detailUrl}/actions`]: {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Invalid request', details: { fields: { reason: { code: 'too_big', message: 'Too long' } } } } },
      },
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reopen the cluster' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reopen this cluster?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Looked again');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await within(dialog).findByText('Too long');
  });
});
