import { TIMERS } from '@fre/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { NewMessageToast } from './new-message-toast.tsx';

describe('NewMessageToast', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('messages');
  });
  afterEach(() => vi.useRealTimers());

  it('links to /information and closes by itself after 10 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithProviders(<NewMessageToast title="Maintenance tonight" onClose={onClose} />);
    screen.getByText('Maintenance tonight');
    expect(screen.getByRole('link', { name: 'View message' }).getAttribute('href')).toBe('/information');
    act(() => vi.advanceTimersByTime(TIMERS.toastMs - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
