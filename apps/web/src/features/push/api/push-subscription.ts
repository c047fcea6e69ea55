import type { z } from 'zod';
import type { pushSubscriptionRequest } from '@fre/domain';
import { api, request } from '#web/lib/api-client.ts';

export const getPushPublicKey = () => api.get<{ publicKey: string }>('/api/push/public-key');

export type PushSubscriptionBody = z.input<typeof pushSubscriptionRequest>;

/** Registers this device's push subscription for the signed-in user. */
export const savePushSubscription = (body: PushSubscriptionBody) => api.post<void>('/api/push/subscriptions', body);

/** Forgets this device's subscription on the server. */
export const deletePushSubscription = (endpoint: string) => request<void>('DELETE', '/api/push/subscriptions', { endpoint });
