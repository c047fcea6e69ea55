import { MINING } from '@fre/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { MiningRing } from './mining-ring.tsx';

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

  it('shows the progress from the first minutes: a short arc from the top as soon as it runs, none before', () => {
    const arcOf = (progress: number) => {
      const { container, unmount } = renderWithProviders(
        <MiningRing view={{ phase: progress > 0 ? 'running' : 'idle', remainingMs: MINING.sessionDurationMs * (1 - progress), progress, earningsNano: 0n }} action={null} />,
      );
      const arc = container.querySelectorAll('circle')[1]!;
      const drawn = Number(arc.getAttribute('stroke-dasharray')) - Number(arc.getAttribute('stroke-dashoffset'));
      unmount();
      return drawn;
    };
    expect(arcOf(0)).toBeLessThan(1);
    // One minute of a day: under a pixel of the ring, drawn as a stroke's width of arc.
    expect(arcOf(60_000 / MINING.sessionDurationMs)).toBeGreaterThanOrEqual(13);
    expect(arcOf(0.5)).toBeGreaterThan(400);
  });
});
