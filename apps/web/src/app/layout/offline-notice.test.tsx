import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { answerAge } from './offline-notice-text.tsx';

const MINUTE = 60_000;

function Mining() {
  const { data } = useQuery({ queryKey: ['mining'], queryFn: async () => 'fresh', enabled: false });
  return <p>{data}</p>;
}

describe('OfflineNotice', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => onlineManager.setOnline(true));

  it('is an empty live region while online', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offline, says so with the age of the answers on screen', async () => {
    const { queryClient } = renderWithProviders(
      <>
        <OfflineNotice />
        <Mining />
      </>,
    );
    act(() => queryClient.setQueryData(['mining'], 'kept', { updatedAt: Date.now() - 5 * MINUTE }));
    act(() => onlineManager.setOnline(false));
    const notice = i18n.t('offline.notice', { age: answerAge(5 * MINUTE, 'en') });
    expect(notice).toBe('Offline · data from 5\u00a0min. ago');
    // In a live region, told to screen readers once (the text on screen moves on with the minutes).
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${notice}${notice}`));
    expect(screen.getByText(notice, { selector: '[aria-hidden] *, [aria-hidden]', normalizer: (text) => text })).toBeTruthy();

    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('answerAge', () => {
  it('counts in minutes (at least one), then hours, then days, in the language of the page', () => {
    expect(answerAge(10_000, 'fr')).toBe('il y a 1\u00a0min');
    expect(answerAge(5 * MINUTE, 'fr')).toBe('il y a 5\u00a0min');
    expect(answerAge(3 * 60 * MINUTE, 'fr')).toBe('il y a 3\u00a0h');
    expect(answerAge(50 * 60 * MINUTE, 'zh')).toBe('2天前');
    expect(i18n.t('offline.notice', { lng: 'fr', age: answerAge(5 * MINUTE, 'fr') })).toBe("Hors ligne · données d'il y a 5\u00a0min");
  });
});
