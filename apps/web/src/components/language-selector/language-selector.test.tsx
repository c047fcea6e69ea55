import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubFetch } from '#web/test/render.tsx';
import { LanguageSelector } from './language-selector.tsx';

describe('LanguageSelector', () => {
  beforeAll(() => setupI18n('fr'));

  it('switches the interface language and remembers the choice', async () => {
    stubFetch({ status: 401, body: { error: { code: 'unauthenticated', message: '' } } });
    renderWithProviders(<LanguageSelector />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'FR Langue : Français' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));
    await screen.findByRole('button', { name: 'EN Language: English' });
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('fre.language')).toBe('en');
    await i18n.changeLanguage('fr');
  });

  it('follows the menu-button keys: arrows open and move, Escape returns to the button, Tab closes', async () => {
    stubFetch({ status: 401, body: { error: { code: 'unauthenticated', message: '' } } });
    renderWithProviders(<LanguageSelector />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /^FR / });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Français' })));
    expect(screen.getByRole('menuitemradio', { name: 'Français' }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'English' })));
    await user.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: '中文' })));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Français' })));
    await user.keyboard('{ArrowUp}{Home}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Français' })));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));

    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: '中文' })));
    await user.tab();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Français' })));
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('button', { name: /^EN / });
    await waitFor(() => expect(document.activeElement).toBe(button));
    await i18n.changeLanguage('fr');
  });
});
