import { NOTIFICATIONS_KEPT, TIMERS, type notificationsResponse } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';

type Notifications = z.infer<typeof notificationsResponse>;
/** `link`: an in-app path to open when the notification is clicked. */
export type AppNotification = Notifications['items'][number];

/** The bell shows the newest NOTIFICATIONS_KEPT, one page of the paged list. */
export const getNotifications = () => api.get('/api/notifications', { query: { limit: NOTIFICATIONS_KEPT } });

/** The page's shape ({items}, decision 060) is in the key: what an older version kept offline is not read as this. */
export const notificationsQueryKey = ['notifications', 'items'] as const;

/** Checked every 60 s (TIMERS.messagesPollMs). */
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications, refetchInterval: TIMERS.messagesPollMs });

/**
 * The player's notifications, newest first, with the unread count.
 * @example const unread = useNotifications().data?.unread ?? 0;
 */
export const useNotifications = () => useQuery(getNotificationsQueryOptions());
