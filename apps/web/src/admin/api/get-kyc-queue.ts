import { TIMERS, type adminKycQueue } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type KycQueuePage = z.infer<typeof adminKycQueue>;
export type KycSubmission = KycQueuePage['items'][number];
export type KycQueueStatus = 'pending' | 'approved' | 'rejected';

export const kycQueueQueryKey = [...adminDataKey, 'kyc'] as const;

export const getKycQueue = (status: KycQueueStatus, cursor: string | undefined) => api.get('/api/admin/kyc', { query: { status, cursor } });

export const getKycQueueQueryOptions = (status: KycQueueStatus) =>
  infiniteQueryOptions({
    queryKey: [...kycQueueQueryKey, status, 'items'],
    queryFn: ({ pageParam }) => getKycQueue(status, pageParam),
    ...cursorPaging,
    refetchInterval: TIMERS.adminPollMs,
  });

/**
 * Identity checks by state (oldest pending first), a page at a time, polled every 60 s
 * (TIMERS.adminPollMs); every page counts the pending checks past their promise (`overdue`).
 * @example const queue = useKycQueue('pending'); queue.data?.pages.flatMap((page) => page.items)
 */
export const useKycQueue = (status: KycQueueStatus) => useInfiniteQuery(getKycQueueQueryOptions(status));
