import { describe, expect, it } from 'vitest';
import type { RequestStage } from '@fre/domain';
import type { StoredStage } from './request-events.repository.ts';
import { buildTimeline } from './timeline.ts';

const STAGES: readonly RequestStage[] = ['received', 'in_review', 'decided', 'sent', 'confirmed'];
const at = (...stages: StoredStage[]) => new Map(stages.map((stage, index) => [stage, new Date(Date.UTC(2030, 0, 1, index))]));
const states = (timeline: ReturnType<typeof buildTimeline>) => timeline.map((step) => `${step.stage}:${step.state}`);
const base = { stages: STAGES, finished: false, late: false, outcome: null, explorerUrl: null };

describe('a timeline', () => {
  it('marks what was recorded done, the next stage current (late past the promise), the rest upcoming', () => {
    expect(states(buildTimeline({ ...base, at: at('received') }))).toEqual(['received:done', 'in_review:current', 'decided:upcoming', 'sent:upcoming', 'confirmed:upcoming']);
    expect(states(buildTimeline({ ...base, at: at('received'), late: true }))[1]).toBe('in_review:late');
  });

  it('counts a stage before a recorded one as done, without a time it never had', () => {
    const timeline = buildTimeline({ ...base, at: at('received', 'decided') });
    expect(states(timeline).slice(0, 3)).toEqual(['received:done', 'in_review:done', 'decided:done']);
    expect(timeline[1]!.at).toBeNull();
  });

  it('ends a finished request at what happened, with its outcome and, once confirmed, its link', () => {
    expect(states(buildTimeline({ ...base, at: at('received', 'in_review', 'decided'), finished: true, outcome: 'rejected' }))).toEqual(['received:done', 'in_review:done', 'decided:done']);
    const paid = buildTimeline({ ...base, at: at('received', 'in_review', 'decided', 'sent', 'confirmed'), finished: true, outcome: 'approved', explorerUrl: 'https://tonviewer.com/transaction/x' });
    expect(paid.find((step) => step.stage === 'decided')!.outcome).toBe('approved');
    expect(paid.at(-1)!.explorerUrl).toBe('https://tonviewer.com/transaction/x');
    expect(paid.slice(0, -1).every((step) => step.explorerUrl === null)).toBe(true);
  });
});
