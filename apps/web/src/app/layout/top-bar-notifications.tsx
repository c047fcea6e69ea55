import { useTranslation } from '#web/lib/use-translation.ts';
import { NotificationBell } from '#web/features/notifications/components/notification-bell.tsx';

/**
 * The top bar's notifications bell, a lazy chunk: it reads the lazy `notifications` texts and shows
 * once they are in (nothing of it in the first load).
 */
export default function TopBarNotifications() {
  const { ready } = useTranslation('notifications');
  return ready ? <NotificationBell /> : null;
}
