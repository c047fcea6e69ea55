import { useQuery } from '@tanstack/react-query';
import type { AnchoredRoot } from '@fre/domain';
import { api } from '#web/lib/api-client.ts';

export interface PublishedRoots {
  /** Whether this install writes its roots on chain (it has a hot wallet). */
  anchoring: boolean;
  roots: AnchoredRoot[];
}

/** The roots published to everybody, newest first, each with its transaction when on chain: what a player's proof is compared with. */
export const usePublishedRoots = () => useQuery({ queryKey: ['proof-of-liabilities', 'roots'], queryFn: () => api.get<PublishedRoots>('/api/proof-of-liabilities') });
