import { TIMERS } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export interface AppNotification {
  id: string;
  type: string;
  params: Record<string, unknown>;
  /** An in-app path to open when the notification is clicked. */
  link: string;
  createdAt: string;
  read: boolean;
}

export const getNotifications = () => api.get<{ notifications: AppNotification[]; unread: number }>('/api/notifications');

export const notificationsQueryKey = ['notifications'] as const;

/** Checked every 60 s (spec §9, messages poll). */
export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications, refetchInterval: TIMERS.messagesPollMs });

/**
 * The player's notifications, newest first, with the unread count.
 * @example const unread = useNotifications().data?.unread ?? 0;
 */
export const useNotifications = () => useQuery(getNotificationsQueryOptions());
