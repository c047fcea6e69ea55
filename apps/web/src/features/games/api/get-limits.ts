import type { limitsSchema } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type Limits = z.infer<typeof limitsSchema>;

export const getLimits = () => api.get<Limits>('/api/games/limits');

export const getLimitsQueryOptions = () => queryOptions({ queryKey: ['games', 'limits'], queryFn: getLimits });

/** The daily loss limit, today's losses and any self-exclusion. */
export const useLimits = () => useQuery(getLimitsQueryOptions());
