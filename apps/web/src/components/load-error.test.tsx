import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => onlineManager.setOnline(true));

  it('says what failed and retries; offline, that the page shows once the connection is back', async () => {
    const retry = vi.fn();
    renderWithProviders(<LoadError text="The shop could not load." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe(`The shop could not load.${i18n.t('common.retry')}`);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert').textContent).toContain(i18n.t('offline.pageHint'));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
