import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { SettingsPage } from './settings-page.tsx';

const saved = { games: true, shop: true, referrals: true, maintenance: false };

describe('SettingsPage', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('asks before a change, saves it and shows the saved state', async () => {
    const calls = stubApi({
      'GET /api/admin/settings': { status: 200, body: saved },
      'PATCH /api/admin/settings': (body) => ({ status: 200, body: { ...saved, ...body } }),
    });
    renderWithProviders(<SettingsPage />);
    const user = userEvent.setup();
    const referrals = await screen.findByRole('switch', { name: 'Referrals' });
    expect(referrals.getAttribute('aria-checked')).toBe('true');

    await user.click(referrals);
    const dialog = screen.getByRole('alertdialog', { name: 'Turn referrals off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(referrals.getAttribute('aria-checked')).toBe('true');

    await user.click(referrals);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Turn referrals off' }));
    await screen.findByText(/Saved at/);
    expect(screen.getByRole('switch', { name: 'Referrals' }).getAttribute('aria-checked')).toBe('false');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ referrals: false });
    expect(screen.getByRole('switch', { name: 'Maintenance mode' }).getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the dialog open with the server message when saving fails', async () => {
    stubApi({
      'GET /api/admin/settings': { status: 200, body: saved },
      'PATCH /api/admin/settings': { status: 500, body: { error: { code: 'internal_error', message: 'An unexpected error occurred.' } } },
    });
    renderWithProviders(<SettingsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Maintenance mode' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Turn maintenance mode on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn maintenance on' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('An unexpected error occurred.');
    expect(screen.getByRole('switch', { name: 'Maintenance mode' }).getAttribute('aria-checked')).toBe('false');
  });
});
