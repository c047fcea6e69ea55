import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithAmounts } from './text-with-amounts.tsx';

const NBSP = '\u00a0';
const amounts = (element: Element) => [...element.querySelectorAll('[data-amount]')].map((amount) => amount.textContent);

describe('TextWithAmounts', () => {
  it('puts each amount where the translation has it, with the unit the translation writes after it', () => {
    render(
      <p data-testid="text">
        <TextWithAmounts text={(balance, missing) => `Votre solde est de ${balance} FRE : il manque ${missing} FRE.`} amounts={['100\u202f000,0000000', '150\u202f000,0000000']} />
      </p>,
    );
    const text = screen.getByTestId('text');
    expect(text.textContent).toBe(`Votre solde est de 100\u202f000,0000000${NBSP}FRE : il manque 150\u202f000,0000000${NBSP}FRE.`);
    expect(amounts(text)).toEqual([`100\u202f000,0000000${NBSP}FRE`, `150\u202f000,0000000${NBSP}FRE`]);
  });

  it('keeps a sign written before the place with its number, and a rate with its unit', () => {
    render(<p data-testid="text"><TextWithAmounts text={(amount, max) => `Получено: +${amount} из +${max} FRE/ч`} amounts={['0,01', '0,037']} /></p>);
    const text = screen.getByTestId('text');
    expect(amounts(text)).toEqual(['+0,01', `+0,037${NBSP}FRE/ч`]);
    expect(text.textContent).toBe(`Получено: +0,01 из +0,037${NBSP}FRE/ч`);
  });

  it('writes the text alone when the translation quotes no amount', () => {
    render(<p data-testid="text"><TextWithAmounts text={() => 'Aucun retrait.'} amounts={['1']} /></p>);
    expect(screen.getByTestId('text').textContent).toBe('Aucun retrait.');
  });
});
