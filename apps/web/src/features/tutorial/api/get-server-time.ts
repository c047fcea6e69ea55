import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/**
 * The server's clock as an offset from the device's (ms), read from GET /api/health `time`: the
 * 24-hour tutorial window is judged on the server's time, not the phone's.
 */
export async function getClockOffset(): Promise<number> {
  const sentAt = Date.now();
  const { time } = await api.get('/api/health');
  return Date.parse(time) - (sentAt + Date.now()) / 2;
}

export const getClockOffsetQueryOptions = () => queryOptions({ queryKey: ['server-clock-offset'], queryFn: getClockOffset, staleTime: Infinity, retry: false });

export const useClockOffset = () => useQuery(getClockOffsetQueryOptions());
