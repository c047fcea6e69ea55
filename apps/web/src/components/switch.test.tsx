import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch.tsx';

function Setting({ onChange }: { onChange: (next: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <label htmlFor="ads">Advertising</label>
      <Switch
        id="ads"
        checked={on}
        onChange={(next) => {
          setOn(next);
          onChange(next);
        }}
      />
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label, turned on by a tap and off with the space bar', async () => {
    const onChange = vi.fn();
    render(<Setting onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Advertising' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByText('Advertising'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('waits while busy: says so and cannot be toggled', async () => {
    const onChange = vi.fn();
    render(<Switch checked label="Maintenance mode" busy onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Maintenance mode' });
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});
