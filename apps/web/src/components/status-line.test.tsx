import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusLine } from './status-line.tsx';

describe('StatusLine', () => {
  it('says the state in words; its dot is only drawn, never read out', () => {
    const { container } = render(<StatusLine tone="blocked">Bloquées sur cet appareil</StatusLine>);
    const line = screen.getByText('Bloquées sur cet appareil');
    expect(line.tagName).toBe('P');
    expect(line.textContent).toBe('Bloquées sur cet appareil');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  });

  it('colours the dot by tone: an off state keeps the plain grey dot', () => {
    const dotOf = (tone: 'on' | 'off' | 'blocked' | 'pending') => render(<StatusLine tone={tone}>x</StatusLine>).container.querySelector('[aria-hidden="true"]')!.className;
    const classes = (['on', 'off', 'blocked', 'pending'] as const).map(dotOf);
    expect(new Set(classes).size).toBe(4);
    expect(classes[1]!.split(' ')).toHaveLength(1);
  });
});
