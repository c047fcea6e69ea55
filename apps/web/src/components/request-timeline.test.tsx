import { screen, within } from '@testing-library/react';
import { TRACKING, type TimelineStage } from '@fre/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { RequestTimeline } from './request-timeline.tsx';

const t = i18n.getFixedT(null, 'tracking');
const step = (stage: TimelineStage['stage'], state: TimelineStage['state'], at: string | null = null, extra: Partial<TimelineStage> = {}): TimelineStage =>
  ({ stage, state, at, outcome: null, explorerUrl: null, ...extra });

describe('the request timeline', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces(['tracking']);
  });

  it('is an ordered list whose current step is marked for screen readers, with the queue position and the expected date', () => {
    renderWithProviders(
      <RequestTimeline
        kind="withdrawal"
        labelId="t1"
        timeline={[step('received', 'done', '2030-03-01T10:00:00.000Z'), step('in_review', 'current'), step('decided', 'upcoming'), step('sent', 'upcoming'), step('confirmed', 'upcoming')]}
        queue={{ position: 3, expectedBy: '2030-03-02T10:00:00.000Z', late: false }}
      />,
    );
    const list = screen.getByRole('list');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]!.textContent).toContain(`${t('stages.received')}, ${t('state.done')}`);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[1]!.textContent).toContain(`${t('stages.in_review')}, ${t('state.current')}`);
    expect(steps.filter((item) => item.getAttribute('aria-current'))).toHaveLength(1);
    screen.getByText(t('queue.position', { position: 3 }), { exact: false });
    screen.getByText(/Answer expected by Mar 2, 2030/);
    screen.getByRole('region', { name: t('title') });
  });

  it('says a late request is late and what happens next, and links a confirmed payout to the explorer', () => {
    renderWithProviders(
      <RequestTimeline
        kind="kyc"
        labelId="t2"
        timeline={[step('received', 'done', '2030-03-01T10:00:00.000Z'), step('in_review', 'late'), step('decided', 'upcoming')]}
        queue={{ position: 1, expectedBy: null, late: true }}
      />,
    );
    expect(screen.getAllByRole('listitem')[1]!.getAttribute('aria-current')).toBe('step');
    screen.getByText(t('queue.next'));
    // Its number keeps its unit with a no-break space (typeset).
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(screen.getByText(/^Late: your verification/).textContent!)).toBe(spaced(t('late.kyc', { hours: TRACKING.overdueHours.kyc })));
  });

  it('names the decision and links the transaction once confirmed', () => {
    const url = 'https://tonviewer.com/transaction/abc';
    renderWithProviders(
      <RequestTimeline
        kind="withdrawal"
        labelId="t3"
        timeline={[step('received', 'done', '2030-03-01T10:00:00.000Z'), step('decided', 'done', '2030-03-01T12:00:00.000Z', { outcome: 'approved' }), step('confirmed', 'done', '2030-03-01T13:00:00.000Z', { explorerUrl: url })]}
        queue={null}
      />,
    );
    screen.getByText(t('stages.approved'));
    expect(screen.getByRole('link', { name: t('explorer') }).getAttribute('href')).toBe(url);
    expect(screen.queryByText(t('queue.next'))).toBeNull();
  });
});
