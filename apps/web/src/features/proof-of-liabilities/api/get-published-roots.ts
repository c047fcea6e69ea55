import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** The roots published to everybody, newest first: what a player's proof is compared with. */
export const usePublishedRoots = () =>
  useQuery({ queryKey: ['proof-of-liabilities', 'roots'], queryFn: async () => (await api.get('/api/proof-of-liabilities')).roots });
