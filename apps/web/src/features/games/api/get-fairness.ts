import type { fairnessResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type Fairness = z.infer<typeof fairnessResponse>;

export const getFairness = () => api.get('/api/games/fairness');

export const getFairnessQueryOptions = () => queryOptions({ queryKey: ['games', 'fairness'], queryFn: getFairness });

/** The hash of the current server seed, the client seed and the next nonce (refreshed after each round). */
export const useFairness = () => useQuery(getFairnessQueryOptions());
