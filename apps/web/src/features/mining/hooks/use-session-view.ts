import { TIMERS } from '@fre/domain';
import { useEffect, useState } from 'react';
import { sessionView, type LiveSession, type SessionView } from '../session-view.ts';

/**
 * Live view of the session: the countdown moves every second (it shows seconds), the earnings
 * every 2 s (TIMERS.earningsRefreshMs), both computed with the server's formula on the server's clock (device clock
 * plus the offset measured at the last sync). One render per second, and only while the session runs.
 */
export function useSessionView(session: LiveSession | null, clockOffsetMs: number): SessionView {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const now = deviceNow + clockOffsetMs;
  // The earnings of the last 2 s step of the server's clock: they change every other tick.
  const view = sessionView(session, now, now - (now % TIMERS.earningsRefreshMs));
  const running = view.phase === 'running';
  useEffect(() => {
    if (!running) return;
    // Caught up at once when the session started running after the last render, not on mount.
    setDeviceNow((shown) => (Date.now() - shown >= 1_000 ? Date.now() : shown));
    const timer = window.setInterval(() => setDeviceNow(Date.now()), TIMERS.countdownTickMs);
    return () => window.clearInterval(timer);
  }, [running]);
  return view;
}
