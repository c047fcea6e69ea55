import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { BonusCodeForm } from './bonus-code-form.tsx';

const url = '/api/admin/bonus-codes';

/** The error text a field shows, through its aria-describedby. */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')?.textContent ?? null;
}

describe('BonusCodeForm', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['admin', 'admin-bonus-codes']);
  });

  it('shows the server field errors under their fields', async () => {
    const calls = stubApi({
      [`POST ${url}`]: {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Some fields are invalid',
            details: { fields: { rewardValue: { code: 'invalid_amount', message: 'Invalid amount' }, maxUses: { code: 'too_big', message: 'Too many uses' } } },
          },
        },
      },
    });
    renderWithProviders(<BonusCodeForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'welcome-2026');
    await user.selectOptions(screen.getByLabelText('Reward type'), 'boost');
    await user.type(screen.getByLabelText('Added speed (FRE/h)'), '0.5');
    await user.clear(screen.getByLabelText('Boost duration (hours)'));
    await user.type(screen.getByLabelText('Boost duration (hours)'), '48');
    await user.clear(screen.getByLabelText('Maximum uses'));
    await user.type(screen.getByLabelText('Maximum uses'), '500');
    await user.click(screen.getByRole('button', { name: 'Create the code' }));

    await screen.findByText('Invalid amount');
    expect(errorOf('Added speed (FRE/h)')).toBe('Invalid amount');
    expect(errorOf('Maximum uses')).toBe('Too many uses');
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: url,
        body: { code: 'WELCOME-2026', type: 'boost', rewardValue: '500000000', duration: 48, maxUses: 500, isActive: true },
      }),
    ]);
  });

  it('puts a taken code under the code field', async () => {
    stubApi({
      [`POST ${url}`]: { status: 409, body: { error: { code: 'code_taken', message: 'This code already exists', details: { fields: { code: { code: 'code_taken', message: '' } } } } } },
    });
    renderWithProviders(<BonusCodeForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'WELCOME');
    await user.type(screen.getByLabelText('Amount (FRE)'), '10');
    await user.click(screen.getByRole('button', { name: 'Create the code' }));
    await screen.findByText('This code already exists');
    expect(errorOf('Code')).toBe('This code already exists');
  });

  it('checks the fields before sending anything', async () => {
    const calls = stubApi({});
    renderWithProviders(<BonusCodeForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'a!');
    await user.click(screen.getByRole('button', { name: 'Create the code' }));
    expect(errorOf('Code')).toBe('Invalid code: 3 to 32 characters A-Z, 0-9, _ or -.');
    expect(errorOf('Amount (FRE)')).toBe('Invalid value: a positive number with at most 9 decimals.');
    expect(calls).toHaveLength(0);
  });
});
