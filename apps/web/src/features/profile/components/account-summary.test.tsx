import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { emailUser, telegramUser } from '#web/test/user-fixtures.ts';
import { AccountSummary } from './account-summary.tsx';

describe('AccountSummary and the email address', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['profile']);
  });

  it('an account made in Telegram has none yet, and a way to add one in Security', () => {
    renderWithProviders(<AccountSummary user={telegramUser()} />);
    screen.getByText(/No email address yet\./);
    expect(screen.getByRole('link', { name: 'Add one' }).getAttribute('href')).toBe('/profile/security');
  });

  it('an address whose link was not opened yet says so', () => {
    renderWithProviders(<AccountSummary user={telegramUser({ email: 'ada@example.com' })} />);
    expect(screen.getByText('unconfirmed').parentElement?.textContent).toBe('ada@example.comunconfirmed');
  });

  it('a confirmed address, alone', () => {
    renderWithProviders(<AccountSummary user={emailUser()} />);
    expect(screen.getByText('ada@', { exact: false }).closest('p')?.textContent).toBe('ada@example.com');
    expect(screen.queryByText('unconfirmed')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add one' })).toBeNull();
  });
});
