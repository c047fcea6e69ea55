import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (ISO), refreshed every second, never below 0. */
export function useCountdown(until: string): number {
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, end - now);
}

/** "14:05" (minutes:seconds). */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
