import type { z } from 'zod';
import type { pushSubscriptionRequest } from '@fre/domain';
import { api } from '#web/lib/api-client.ts';

export const getPushPublicKey = () => api.get('/api/push/public-key');

export type PushSubscriptionBody = z.input<typeof pushSubscriptionRequest>;

/** Registers this device's push subscription for the signed-in user. */
export const savePushSubscription = (body: PushSubscriptionBody) => api.post('/api/push/subscriptions', { body });

/** Forgets this device's subscription on the server. */
export const deletePushSubscription = (endpoint: string) => api.delete('/api/push/subscriptions', { body: { endpoint } });
