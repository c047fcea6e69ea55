/** The player's notifications (the bell): the API contract. Their texts: notification-texts.ts. */
import { z } from 'zod';
import { pageOf, pageQuery } from './page-schemas.ts';

export const notificationSchema = z.object({ id: z.string(), type: z.string(), params: z.record(z.string(), z.unknown()), link: z.string(), createdAt: z.string(), read: z.boolean() }).meta({
  id: 'Notification',
  example: { id: '4410', type: 'referral_joined', params: { nickname: 'paul' }, link: '/referrals', createdAt: '2026-11-29T07:45:00.000Z', read: false },
});
export const notificationsQuery = pageQuery;
/** A page of notifications, newest first; `unread`: how many of the newest NOTIFICATIONS_KEPT are unread (the bell's count). */
export const notificationsResponse = pageOf(notificationSchema).extend({ unread: z.number().int() }).meta({ id: 'NotificationPage' });
