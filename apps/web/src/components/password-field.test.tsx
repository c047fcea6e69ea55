import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  beforeAll(() => setupI18n('en'));

  it('hides what is typed until the show button is pressed, and hides it again on a second press', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordField label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Str0ng!pass');
    expect(input).toHaveProperty('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input).toHaveProperty('type', 'text');
    expect(input).toHaveProperty('value', 'Str0ng!pass');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // Still the browser's password for its password manager.
    expect(input.getAttribute('autocomplete')).toBe('current-password');

    await user.click(toggle);
    expect(input).toHaveProperty('type', 'password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('is a button of its own, not a submit of the form around it', async () => {
    const user = userEvent.setup();
    let submitted = false;
    renderWithProviders(
      <form onSubmit={(event) => { event.preventDefault(); submitted = true; }}>
        <PasswordField label="Password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(false);
  });

  it('names the button in the language of the page', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<PasswordField label="Mot de passe" />);
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeDefined();
    await i18n.changeLanguage('en');
  });
});
