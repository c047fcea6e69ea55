import type { twoStepStatusResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

export type TwoStepStatus = z.infer<typeof twoStepStatusResponse>;

export const getTwoStepStatus = () => api.get('/api/me/2fa');

export const twoStepQueryKey = ['two-step'] as const;

/** Whether two-step sign-in is on, and how many recovery codes are left. */
export const useTwoStepStatus = () => useQuery(queryOptions({ queryKey: twoStepQueryKey, queryFn: getTwoStepStatus }));
