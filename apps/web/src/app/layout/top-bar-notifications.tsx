import { useTranslation } from '../../lib/use-translation';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

/**
 * The top bar's notifications bell, a lazy chunk: it reads the lazy `growth` texts and shows
 * once they are in (nothing of it in the first load).
 */
export default function TopBarNotifications() {
  const { ready } = useTranslation('growth');
  return ready ? <NotificationBell /> : null;
}
