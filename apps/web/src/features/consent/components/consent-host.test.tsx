import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { CONSENT_STORAGE_KEY, openPrivacySettings, readConsent } from '#web/lib/consent/consent-storage.ts';
import { ConsentHost } from './consent-host.tsx';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

describe('cookie consent', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('consent');
  });

  it('shows the popup after a second when nothing is stored, and declining keeps only necessary cookies', async () => {
    renderWithProviders(<ConsentHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const popup = await screen.findByRole('dialog', { name: 'Your cookies, your choice' });
    expect(popup).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Decline' }));
    expect(stored()).toMatchObject({ necessary: true, advertising: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('customise → only the chosen categories are saved; necessary stays on and disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsentHost />);
    await screen.findByRole('dialog', { name: 'Your cookies, your choice' });
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    const necessary = screen.getByRole('switch', { name: 'Necessary' }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Advertising' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(stored()).toMatchObject({ necessary: true, advertising: true });
    expect(readConsent()?.advertising).toBe(true);
  });

  it('does not show the popup once a choice is stored, and the footer button re-opens the settings with it', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, advertising: true }));
    renderWithProviders(<ConsentHost />);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openPrivacySettings());
    await screen.findByRole('dialog', { name: 'Privacy settings' });
    expect((screen.getByRole('switch', { name: 'Advertising' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape in the popup is "Decline", saved; focus goes to the page heading', async () => {
    renderWithProviders(
      <main>
        <h1>Page</h1>
        <ConsentHost />
      </main>,
    );
    await screen.findByRole('dialog', { name: 'Your cookies, your choice' });
    screen.getByRole('button', { name: 'Accept all' }).focus();
    await userEvent.setup().keyboard('{Escape}');
    expect(stored()).toMatchObject({ necessary: true, advertising: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Preact runs the notice's cleanup (which moves focus) before removing it: focus follows at once after.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page' })));
  });

  it('Escape from the customisation goes back to the popup, nothing saved, focus on Customise', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConsentHost />);
    await screen.findByRole('dialog', { name: 'Your cookies, your choice' });
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    await screen.findByRole('dialog', { name: 'Privacy settings' });
    await user.keyboard('{Escape}');
    await screen.findByRole('dialog', { name: 'Your cookies, your choice' });
    expect(stored()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Customise' }));
  });
});
