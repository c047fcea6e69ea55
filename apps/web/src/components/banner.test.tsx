import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBanner } from './banner.tsx';

describe('ErrorBanner', () => {
  it('announces what failed at once, with the alert icon', () => {
    const { container } = render(<ErrorBanner>Adresse e-mail ou mot de passe incorrect.</ErrorBanner>);
    expect(screen.getByRole('alert').textContent).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('draws nothing while there is nothing to say', () => {
    for (const nothing of [undefined, null, false, '']) {
      const { container } = render(<ErrorBanner>{nothing}</ErrorBanner>);
      expect(container.childElementCount).toBe(0);
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
