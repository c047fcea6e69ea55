/** The player's notifications (the bell): the API contract. Their texts: notification-texts.ts. */
import { z } from 'zod';

export const notificationsResponse = z.object({
  notifications: z.array(z.object({ id: z.string(), type: z.string(), params: z.record(z.string(), z.unknown()), link: z.string(), createdAt: z.string(), read: z.boolean() })),
  unread: z.number().int(),
});
