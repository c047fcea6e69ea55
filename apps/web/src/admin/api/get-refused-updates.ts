import type { refusedUpdatesResponse } from '@fre/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { adminDataKey } from './admin-keys.ts';
import { cursorPaging } from '#web/lib/api/cursor-paging.ts';

export type RefusedUpdatesPage = z.infer<typeof refusedUpdatesResponse>;
export type RefusedUpdate = RefusedUpdatesPage['items'][number];
/** The queue (not reviewed yet, oldest first) or the history (all, newest first). */
export type RefusedUpdatesStatus = 'unreviewed' | 'all';

export const refusedUpdatesQueryKey = [...adminDataKey, 'telegram-refused-updates'] as const;

export const getRefusedUpdates = (status: RefusedUpdatesStatus, cursor: string | undefined) =>
  api.get('/api/admin/telegram/refused-updates', { query: { status, cursor } });

/** The bot's updates the webhook refused and kept, a page at a time, with the count not reviewed yet. */
export const useRefusedUpdates = (status: RefusedUpdatesStatus) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...refusedUpdatesQueryKey, status, 'items'],
      queryFn: ({ pageParam }) => getRefusedUpdates(status, pageParam),
      ...cursorPaging,
      staleTime: 0,
    }),
  );
