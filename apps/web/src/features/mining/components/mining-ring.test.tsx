import { MINING } from '@fre/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../../test/render';
import { MiningRing } from './mining-ring';

describe('MiningRing', () => {
  beforeAll(() => setupI18n('en'));

  it('shows 24:00:00 and no earnings before a session', () => {
    renderWithProviders(
      <MiningRing view={{ phase: 'idle', remainingMs: MINING.sessionDurationMs, progress: 0, earningsNano: 0n }} action={null} />,
    );
    expect(screen.getByRole('timer').textContent).toBe('24:00:00');
    screen.getByText('Ready to mine');
    screen.getByText('+0.0000000 FRE');
  });

  it('shows the countdown, the live earnings and the progress while mining', () => {
    renderWithProviders(
      <MiningRing view={{ phase: 'running', remainingMs: 3_723_000, progress: 0.5, earningsNano: 12_500_000n }} action={null} />,
    );
    expect(screen.getByRole('timer').textContent).toBe('01:02:03');
    screen.getByText('+0.0125000 FRE');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  });
});
