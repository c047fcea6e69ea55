import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiResponse } from '#web/lib/api/api-types.ts';

export type MyProofs = ApiResponse<'/api/me/proof-of-liabilities'>;

/** The player's proofs of liabilities in the last snapshots, newest first (docs/decisions/057). */
export const useMyProofs = () => useQuery({ queryKey: ['proof-of-liabilities', 'me'], queryFn: () => api.get('/api/me/proof-of-liabilities') });
