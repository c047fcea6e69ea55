import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { KenoPicker } from './keno-picker.tsx';

function Harness() {
  const [picks, setPicks] = useState<number[]>([]);
  return <KenoPicker picks={picks} onChange={setPicks} />;
}

describe('KenoPicker', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });

  it('picks and unpicks numbers, and allows at most 10', async () => {
    renderWithProviders(<Harness />);
    const number = (n: number) => screen.getByText(String(n), { selector: 'button' });
    for (let n = 1; n <= 10; n++) await userEvent.click(number(n));
    screen.getByText('Numbers picked: 10/10');
    expect(number(11)).toHaveProperty('disabled', true);
    expect(number(5).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(number(5));
    screen.getByText('Numbers picked: 9/10');
    expect(number(11)).toHaveProperty('disabled', false);
  }, 20_000);
});
