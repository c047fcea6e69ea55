import type { adminAppealsPage } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type AdminAppealsPage = z.infer<typeof adminAppealsPage>;
export type AdminAppeal = AdminAppealsPage['items'][number];
export type AppealQueue = 'pending' | 'answered';

export const adminAppealsQueryKey = [...adminDataKey, 'appeals'] as const;

export const getAdminAppeals = (status: AppealQueue, cursor: string | undefined) =>
  api.get('/api/admin/appeals', { query: { status, cursor } });

export const getAdminAppealsQueryOptions = (status: AppealQueue) =>
  infiniteQueryOptions({
    queryKey: [...adminAppealsQueryKey, status],
    queryFn: ({ pageParam }) => getAdminAppeals(status, pageParam),
    ...cursorPaging,
    staleTime: 0,
  });

/**
 * The appeal queue (decision 061): the waiting oldest first, the answered newest first, each with
 * its decision's file; every page also counts the waiting ones (the admin home's tile).
 */
export const useAdminAppeals = (status: AppealQueue) => useInfiniteQuery(getAdminAppealsQueryOptions(status));
