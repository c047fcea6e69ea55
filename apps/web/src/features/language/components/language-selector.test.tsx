import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders, setupI18n, stubFetch } from '../../../test/render';
import { LanguageSelector } from './language-selector';

describe('LanguageSelector', () => {
  beforeAll(() => setupI18n('fr'));

  it('switches the interface language and remembers the choice', async () => {
    stubFetch({ status: 401, body: { error: { code: 'unauthenticated', message: '' } } });
    renderWithProviders(<LanguageSelector />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Langue : Français' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'Language: English' });
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('fre.language')).toBe('en');
  });
});
