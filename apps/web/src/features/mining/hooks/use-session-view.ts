import type { MiningSessionDto } from '@fre/domain';
import { TIMERS } from '@fre/domain';
import { sessionView, type SessionView } from '../session-view';
import { useServerNow } from './use-server-now';

/**
 * Live view of the session: the countdown moves every second, the earnings every 2 s
 * (spec §4), both computed with the server's formula on the server's clock.
 */
export function useSessionView(session: MiningSessionDto | null, clockOffsetMs: number): SessionView {
  const now = useServerNow(clockOffsetMs, 1000);
  const earningsNow = now - (now % TIMERS.earningsRefreshMs);
  const view = sessionView(session, now);
  return { ...view, earningsNano: sessionView(session, earningsNow).earningsNano };
}
