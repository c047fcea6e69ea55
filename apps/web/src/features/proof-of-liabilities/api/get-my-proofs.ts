import { useQuery } from '@tanstack/react-query';
import type { ProofDocument } from '@fre/domain';
import { api } from '#web/lib/api-client.ts';

export interface MyProofs {
  proofs: ProofDocument[];
  latestDay: string | null;
}

/** The player's proofs of liabilities in the last snapshots, newest first (docs/decisions/057). */
export const useMyProofs = () => useQuery({ queryKey: ['proof-of-liabilities', 'me'], queryFn: () => api.get('/api/me/proof-of-liabilities') });
