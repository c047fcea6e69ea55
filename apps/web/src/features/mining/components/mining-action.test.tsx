import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '#web/test/render.tsx';
import type { MiningPhase } from '../session-view.ts';
import { MiningAction } from './mining-action.tsx';
import { MiningAnnouncer } from './mining-announcer.tsx';

const action = (phase: MiningPhase, busy = false) => (
  <MiningAction phase={phase} canStart starting={busy} claiming={busy} onStart={vi.fn()} onClaim={vi.fn()} />
);

describe('the mining action and what is announced', () => {
  beforeAll(() => setupI18n('en'));

  it('hands the focus from Start to the running badge, and from Claim to Start', async () => {
    const { rerender } = render(action('idle'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    rerender(action('idle', true));
    rerender(action('running'));
    expect(document.activeElement?.textContent).toBe('Running');

    // The session ends by itself while the badge has focus: focus moves on to Claim.
    rerender(action('ended'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Claim' })));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim' }));
    rerender(action('ended', true));
    rerender(action('idle'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start' })));
  });

  it('announces each change once, not the session found on opening', () => {
    const claim = { claimed: '25000000', balance: '25000000', totalMined: '25000000' };
    const { rerender } = render(<MiningAnnouncer phase="running" claim={null} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    rerender(<MiningAnnouncer phase="ended" claim={null} />);
    expect(status.textContent).toBe('Your earnings are ready to claim.');
    rerender(<MiningAnnouncer phase="idle" claim={claim} />);
    expect(status.textContent).toBe('0.0250000\u00a0FRE added to your balance.');
    rerender(<MiningAnnouncer phase="running" claim={claim} />);
    expect(status.textContent).toBe('Mining session started.');
  });
});
