import { deletePushSubscription, getPushPublicKey, savePushSubscription } from './api/push-subscription.ts';
import { pushSupported } from '#web/lib/push-support.ts';

export { pushSupported };

/** The VAPID public key (base64url) as the bytes PushManager.subscribe expects. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The service worker registration, or null when none becomes ready within a few seconds (dev server). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), 5_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** Asks permission, subscribes with the server's VAPID key and registers the subscription. */
export async function subscribeDevice(): Promise<'on' | 'denied' | 'unavailable'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const reg = await registration();
  if (!reg) return 'unavailable';
  const { publicKey } = await getPushPublicKey();
  const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(publicKey) });
  const json = subscription.toJSON();
  await savePushSubscription({
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'on';
}

/** Unsubscribes this device and tells the server. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await deletePushSubscription(endpoint);
}
