import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const passkeysQueryKey = ['me', 'passkeys'] as const;

export const getPasskeys = () => api.get('/api/me/passkeys');

/** The account's passkeys (GET /api/me/passkeys), oldest first. */
export function usePasskeys() {
  return useQuery({ queryKey: passkeysQueryKey, queryFn: getPasskeys, select: (data) => data.passkeys });
}
