import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/**
 * The roots published to everybody, newest first, each with its transaction when on chain, and
 * whether this install writes them on chain: what a player's proof is compared with.
 */
export const usePublishedRoots = () => useQuery({ queryKey: ['proof-of-liabilities', 'roots'], queryFn: () => api.get('/api/proof-of-liabilities') });
