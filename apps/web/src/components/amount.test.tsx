import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './amount.tsx';

const NBSP = '\u00a0';
const amounts = (element: Element) => [...element.querySelectorAll('[data-amount]')].map((amount) => amount.textContent);

describe('Amount', () => {
  it('writes the sign, the number and its unit as one element, the unit after a no-break space', () => {
    render(<p data-testid="text"><Amount value="0,037" unit="FRE/ч" sign="+" /></p>);
    expect(amounts(screen.getByTestId('text'))).toEqual([`+0,037${NBSP}FRE/ч`]);
  });

  it('gives a figure that fits its box the length it shrinks by', () => {
    const { container } = render(<Amount value={'7\u202f512\u202f345,6789012'} unit="FRE" fit />);
    const amount = container.querySelector<HTMLElement>('[data-amount]')!;
    expect(container.firstElementChild!.firstElementChild).toBe(amount);
    expect(amount.style.getPropertyValue('--amount-length')).toBe(String('7 512 345,6789012 FRE'.length));
  });
});
