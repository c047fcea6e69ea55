import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { AdjustBalanceForm } from './adjust-balance-form.tsx';

const player = { id: '7f1e1c52-9a55-4d44-9a8e-0f5f3f6c2b10', nickname: 'satoshi', balance: '2000000000' };
const url = `/api/admin/users/${player.id}/adjust`;

describe('AdjustBalanceForm', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('requires a reason and a valid amount before asking anything', async () => {
    const calls = stubApi({});
    renderWithProviders(<AdjustBalanceForm user={player} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (FRE)'), '12,5');
    await user.type(screen.getByLabelText('Reason'), 'ok');
    await user.click(screen.getByRole('button', { name: 'Review the adjustment' }));
    screen.getByText('Give a reason (at least 3 characters)');
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('debits after confirmation and shows the server error', async () => {
    const calls = stubApi({ [`POST ${url}`]: { status: 409, body: { error: { code: 'insufficient_balance', message: 'Insufficient balance' } } } });
    renderWithProviders(<AdjustBalanceForm user={player} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Debit' }));
    await user.type(screen.getByLabelText('Amount (FRE)'), '3');
    await user.type(screen.getByLabelText('Reason'), 'Duplicate claim');
    await user.click(screen.getByRole('button', { name: 'Review the adjustment' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Debit satoshi?' });
    within(dialog).getByText('Duplicate claim');
    within(dialog).getByText('-3.0000000');
    await user.click(within(dialog).getByRole('button', { name: 'Debit' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Insufficient balance');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', path: url, body: { amount: '-3000000000', reason: 'Duplicate claim' } })]);
  });

  it('credits a decimal amount typed in the language\'s format, sent as nano-FRE, and reports the new balance', async () => {
    const calls = stubApi({ [`POST ${url}`]: { status: 200, body: { balance: '14500000000', ledgerId: '41' } } });
    renderWithProviders(<AdjustBalanceForm user={player} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (FRE)'), '12.5');
    await user.type(screen.getByLabelText('Reason'), 'Support goodwill');
    await user.click(screen.getByRole('button', { name: 'Review the adjustment' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Credit' }));
    await screen.findByText('Balance adjusted by +12.5000000 FRE. New balance: 14.5000000 FRE.');
    expect(calls[0]?.body).toEqual({ amount: '12500000000', reason: 'Support goodwill' });
    expect((screen.getByLabelText('Reason') as HTMLInputElement).value).toBe('');
  });
});
