import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { PaymentDetails } from './payment-details.tsx';

const order = {
  address: 'UQBeXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXmYz',
  amount: '2500000000',
  comment: 'FRE-ABCDEFGHJK',
};

describe('PaymentDetails', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('shop');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the address, exact amount, comment and the time left, which counts down', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T12:00:00Z'), toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    renderWithProviders(<PaymentDetails {...order} validUntil="2025-01-01T12:15:00Z" />);
    screen.getByText(order.address);
    screen.getByText('2.5 TON');
    screen.getByText(order.comment);
    expect(screen.getByRole('timer').textContent).toContain('Valid for 15:00');
    act(() => void vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer').textContent).toContain('Valid for 13:59');
  });

  it('copies each value and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<PaymentDetails {...order} validUntil={new Date(Date.now() + 600_000).toISOString()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy: Comment' }));
    expect(writeText).toHaveBeenCalledWith(order.comment);
    await userEvent.click(screen.getByRole('button', { name: 'Copy: Exact amount' }));
    expect(writeText).toHaveBeenLastCalledWith('2.5');
    expect(screen.getAllByRole('button', { name: 'Copied!' }).length).toBeGreaterThan(0);
  });
});
