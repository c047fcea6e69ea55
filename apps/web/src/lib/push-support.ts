/**
 * Whether this browser can receive Web Push at all (a service worker, the Push API, notifications).
 * On its own, without the subscription calls: the dashboard's agenda asks it on its first load.
 */
export const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined';
