import type { RequestStage, TimelineStage } from '@fre/domain';
import type { StoredStage } from './request-events.repository.ts';

/**
 * A request's timeline from the stages it recorded. `stages`: those that apply to it, in order. A
 * stage is done when recorded, or when a later one is (a request older than its events, decision
 * 062, has a done stage without a time). The next one is what it waits for (`late` past its
 * promise); a finished request (decided against, or ended) shows only what happened.
 */
export function buildTimeline(t: {
  stages: readonly RequestStage[];
  at: ReadonlyMap<StoredStage, Date>;
  finished: boolean;
  late: boolean;
  outcome: 'approved' | 'rejected' | null;
  explorerUrl: string | null;
}): TimelineStage[] {
  let lastDone = -1;
  t.stages.forEach((stage, index) => {
    if (t.at.has(stage)) lastDone = index;
  });
  const shown = t.finished ? t.stages.slice(0, lastDone + 1) : t.stages;
  return shown.map((stage, index) => {
    const done = index <= lastDone;
    const state = done ? 'done' : index === lastDone + 1 ? (t.late ? 'late' : 'current') : 'upcoming';
    return {
      stage,
      state,
      at: done ? (t.at.get(stage)?.toISOString() ?? null) : null,
      outcome: stage === 'decided' && done ? t.outcome : null,
      explorerUrl: stage === 'confirmed' && done ? t.explorerUrl : null,
    };
  });
}
