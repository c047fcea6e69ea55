import { useEffect, useState } from 'react';

/** Milliseconds left until `at` (0 once passed, null without a date), ticking every second. */
export function useCountdown(at: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return at ? Math.max(0, new Date(at).getTime() - now) : null;
}

/** 5 h 03 min 09 s as "05:03:09". */
export function formatDuration(ms: number): string {
  const total = Math.floor(ms / 1000);
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60].map((n) => String(n).padStart(2, '0')).join(':');
}
