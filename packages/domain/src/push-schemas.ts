/** Web Push subscriptions: the API contract. */
import { z } from 'zod';

export const pushKeyResponse = z.object({ publicKey: z.string() });
export const pushSubscriptionRequest = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
});
export const pushUnsubscribeRequest = z.strictObject({ endpoint: z.string().max(2000) });
