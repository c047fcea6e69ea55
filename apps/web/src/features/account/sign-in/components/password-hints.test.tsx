import { ACCOUNT } from '@fre/domain';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { IconCheck } from '#web/components/icons.tsx';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { PasswordHints } from './password-hints.tsx';

/** The tick's drawing, to tell it from the other marks. */
const tick = (() => {
  const { container, unmount } = render(<IconCheck />);
  const drawing = container.querySelector('svg')!.innerHTML;
  unmount();
  return drawing;
})();

/** Each rule as a person hears it, and whether it shows a tick. */
function rules() {
  return screen.getAllByRole('listitem').map((item) => ({
    text: item.textContent,
    ticked: item.querySelector('svg')!.innerHTML === tick,
  }));
}

const min = ACCOUNT.passwordMinLength;

describe('PasswordHints', () => {
  beforeAll(() => setupI18n('en'));

  it('shows no tick before anything is typed, and says each rule is not met yet', () => {
    renderWithProviders(<PasswordHints password="" />);
    expect(rules()).toEqual([
      { text: `At least ${min} characters (not yet)`, ticked: false },
      { text: 'An uppercase letter (not yet)', ticked: false },
      { text: 'A lowercase letter (not yet)', ticked: false },
      { text: 'A digit (not yet)', ticked: false },
      { text: 'A special character (not yet)', ticked: false },
    ]);
  });

  it('ticks only the rules the password meets, in words as well as marks', () => {
    renderWithProviders(<PasswordHints password="abc1" />);
    expect(rules()).toEqual([
      { text: `At least ${min} characters (not yet)`, ticked: false },
      { text: 'An uppercase letter (not yet)', ticked: false },
      { text: 'A lowercase letter (done)', ticked: true },
      { text: 'A digit (done)', ticked: true },
      { text: 'A special character (not yet)', ticked: false },
    ]);
  });

  it('ticks every rule of a strong password', () => {
    renderWithProviders(<PasswordHints password="Str0ng!pass" />);
    for (const item of screen.getAllByRole('listitem')) expect(within(item).getByText('(done)', { exact: false })).toBeDefined();
    expect(rules().every((rule) => rule.ticked)).toBe(true);
  });
});
