import type { limitsSchema } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';

export type Limits = z.infer<typeof limitsSchema>;

const PATH = '/api/games/limits';

export const getLimits = () => api.get(PATH);

export const getLimitsQueryOptions = () => queryOptions({ queryKey: ['games', 'limits'], queryFn: getLimits, ...answeredInPage(PATH) });

/** The daily loss limit, today's losses and any self-exclusion. */
export const useLimits = () => useQuery(getLimitsQueryOptions());
