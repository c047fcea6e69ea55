import type { Decision, DecisionKind } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** A player has few decisions: the newest page is all a screen shows. */
const SHOWN = 20;

export const getMyDecisions = () => api.get('/api/me/decisions', { query: { limit: SHOWN } });

export const myDecisionsQueryKey = ['decisions', SHOWN, 'items'] as const;

export const getMyDecisionsQueryOptions = () => queryOptions({ queryKey: myDecisionsQueryKey, queryFn: getMyDecisions });

/**
 * The decisions about the player, newest first, each with its appeal (decision 061).
 * @example const { data } = useMyDecisions(); data?.items.filter(inForceMeasure)
 */
export const useMyDecisions = () => useQuery(getMyDecisionsQueryOptions());

/** A measure on the account that still bites, or one whose appeal was answered and kept it. */
export const isMeasureShown = (decision: Decision) => (decision.kind === 'mining_freeze' || decision.kind === 'referral_freeze') && decision.inForce;

/** The newest decision of `kind` (about `subjectId` when given). */
export const latestOf = (decisions: Decision[] | undefined, kind: DecisionKind, subjectId?: string) =>
  decisions?.find((decision) => decision.kind === kind && (subjectId === undefined || decision.subjectId === subjectId)) ?? null;
