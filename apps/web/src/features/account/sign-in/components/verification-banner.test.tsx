import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { VerificationBanner } from './verification-banner.tsx';

function renderFor(user: ReturnType<typeof emailUser>) {
  stubApi({ 'GET /api/me': { status: 200, body: { user } } });
  const { queryClient } = renderWithProviders(<VerificationBanner />);
  queryClient.setQueryData(meQueryKey, user);
}

describe('VerificationBanner', () => {
  beforeAll(() => setupI18n('en'));

  it('asks a sign-up to confirm its email to mine', async () => {
    renderFor(emailUser({ emailVerified: false, verifiedBy: null }));
    expect((await screen.findByRole('status')).textContent).toContain('Click the link sent to ada@example.com to enable mining.');
  });

  it('never asks an account made in Telegram, which Telegram verified: neither without an address nor with one added', () => {
    renderFor(telegramUser());
    expect(screen.queryByRole('status')).toBeNull();
    renderFor(telegramUser({ email: 'ada@example.com' }));
    expect(screen.queryByText(/enable mining/)).toBeNull();
  });
});
