import { useEffect, useState } from 'react';

/**
 * The server's current time in ms, estimated as the device clock plus the offset measured at
 * the last sync, refreshed every `intervalMs`.
 */
export function useServerNow(clockOffsetMs: number, intervalMs: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    setDeviceNow(Date.now());
    const timer = window.setInterval(() => setDeviceNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, clockOffsetMs]);
  return deviceNow + clockOffsetMs;
}
