import { TIMERS, type adminKycItem } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';

export type KycSubmission = z.infer<typeof adminKycItem>;
export type KycQueueStatus = 'pending' | 'approved' | 'rejected';

export const kycQueueQueryKey = [...adminDataKey, 'kyc'] as const;

export const getKycQueue = (status: KycQueueStatus) => api.get('/api/admin/kyc', { query: { status } });

export const getKycQueueQueryOptions = (status: KycQueueStatus) =>
  queryOptions({
    queryKey: [...kycQueueQueryKey, status],
    queryFn: () => getKycQueue(status),
    refetchInterval: TIMERS.adminPollMs,
  });

/**
 * Identity checks by state (oldest pending first), polled every 60 s (TIMERS.adminPollMs).
 * @example const queue = useKycQueue('pending'); queue.data?.items
 */
export const useKycQueue = (status: KycQueueStatus) => useQuery(getKycQueueQueryOptions(status));
