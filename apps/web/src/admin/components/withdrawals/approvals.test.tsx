import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { Approvals } from './approvals.tsx';
import { WithdrawalQueue } from './withdrawal-queue.tsx';

const item = {
  id: '7b0c1c8e-2f1a-4a43-9a51-8d2f7f0d3f11',
  amount: '250000000000000',
  walletAddress: '0:ABCDEF',
  status: 'requested' as const,
  reason: null,
  txHash: null,
  createdAt: '2026-03-01T10:00:00Z',
  completedAt: null,
  userId: 'u1',
  nickname: 'ada',
  approvalsNeeded: 2,
  approvedBy: ['admin-1'],
  overdue: false,
};

describe('withdrawal approvals', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['admin-withdrawals', 'admin']);
  });

  it('tells the admin who approved that a different admin must approve', () => {
    renderWithProviders(<Approvals item={item} adminId="admin-1" />);
    screen.getByText('1 of 2');
    screen.getByText('You approved: another administrator must approve too.');
  });

  it('tells another admin that their approval completes the request', () => {
    renderWithProviders(<Approvals item={item} adminId="admin-2" />);
    screen.getByText('Already approved by another administrator: your approval completes the request.');
  });

  it('announces two approvals before any', () => {
    renderWithProviders(<Approvals item={{ ...item, approvedBy: [] }} adminId="admin-1" />);
    screen.getByText('0 of 2');
    screen.getByText('Large amount: two different administrators must approve.');
  });

  it('disables approve for the admin who approved, and offers mark paid once approved', () => {
    stubApi({});
    const first = renderWithProviders(<WithdrawalQueue items={[item]} adminId="admin-1" />);
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    renderWithProviders(<WithdrawalQueue items={[{ ...item, status: 'approved', approvedBy: ['admin-1', 'admin-2'] }]} adminId="admin-1" />);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    screen.getByRole('button', { name: 'Mark paid' });
    screen.getByText('2 of 2');
  });
});
