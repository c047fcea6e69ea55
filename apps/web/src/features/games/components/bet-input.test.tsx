import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { parseStake } from '../stake.ts';
import { BetInput } from './bet-input.tsx';

function Harness({ balance }: { balance: string }) {
  const [value, setValue] = useState('10');
  return <BetInput value={value} onChange={setValue} balance={balance} showError />;
}

describe('parseStake', () => {
  it('reads the language number format and keeps bets between 1 and 10,000 FRE', () => {
    // The stake the API takes: nano-FRE digits (docs/decisions/077).
    expect(parseStake('12,5', 'fr')).toEqual({ stake: '12500000000' });
    expect(parseStake('1 000,25', 'fr')).toEqual({ stake: '1000250000000' });
    expect(parseStake('1,000.5', 'en')).toEqual({ stake: '1000500000000' });
    expect(parseStake('0.5', 'en')).toEqual({ error: 'range' });
    expect(parseStake('10001', 'en')).toEqual({ error: 'range' });
    expect(parseStake('abc', 'en')).toEqual({ error: 'invalid' });
    expect(parseStake('', 'en')).toEqual({ error: 'required' });
    expect(parseStake('50', 'en', 20_000_000_000n)).toEqual({ error: 'balance' });
  });
});

describe('BetInput', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });

  it('shows the range error, and the quick buttons halve, double and cap at the balance', async () => {
    renderWithProviders(<Harness balance="300000000000" />);
    const input = screen.getByLabelText('Bet (FRE)');
    await userEvent.clear(input);
    await userEvent.type(input, '0.5');
    screen.getByText('The bet must be between 1 and 10000 FRE');
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.click(screen.getByRole('button', { name: '½ — Halve the bet' }));
    expect(input).toHaveProperty('value', '20');
    await userEvent.click(screen.getByRole('button', { name: '2× — Double the bet' }));
    expect(input).toHaveProperty('value', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(input).toHaveProperty('value', '300');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
