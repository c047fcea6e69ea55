import { act, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { AddressChip } from './address-chip.tsx';

const address = 'UQBeXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXl5eXmYz';

describe('AddressChip', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('wallet');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the shortened address and copies the full one, saying so for 1 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<AddressChip address={address} />);
    screen.getByText('UQBe…XmYz');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(address);
    screen.getByRole('button', { name: 'Address copied!' });
    act(() => void vi.advanceTimersByTime(1_000));
    screen.getByRole('button', { name: 'Copy address' });
  });
});
