import { screen, within } from '@testing-library/react';
import { TRACKING } from '@fre/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { AdminWithdrawal } from '../../api/get-admin-withdrawals.ts';
import { WithdrawalQueue } from './withdrawal-queue.tsx';

const waiting = (id: string, nickname: string, overdue: boolean): AdminWithdrawal => ({
  id, amount: '250000000000000', walletAddress: '0:ABCDEF', status: 'requested', reason: null, txHash: null, createdAt: '2026-03-01T10:00:00Z',
  completedAt: null, userId: `u-${id}`, nickname, approvalsNeeded: 1, approvedBy: [], overdue,
});
const t = i18n.getFixedT(null, 'admin-withdrawals');

describe('an overdue withdrawal in the back office (decision 062)', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['admin-withdrawals', 'admin']);
  });

  it('is flagged late, with how long it has waited; the others are not', () => {
    stubApi({});
    renderWithProviders(<WithdrawalQueue items={[waiting('a', 'ada', true), waiting('b', 'bob', false)]} adminId="admin-1" />);
    const late = screen.getByRole('listitem', { name: t('itemLabel', { nickname: 'ada' }) });
    within(late).getByText(t('overdue.badge'));
    expect(within(late).getByText(/waiting for more than/).textContent!.replace(/\s/g, ' ')).toBe(t('overdue.detail', { hours: TRACKING.overdueHours.withdrawal }).replace(/\s/g, ' '));
    const onTime = screen.getByRole('listitem', { name: t('itemLabel', { nickname: 'bob' }) });
    expect(within(onTime).queryByText(t('overdue.badge'))).toBeNull();
  });
});
