import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconBell } from '#web/components/icons.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import styles from './notification-bell.module.css';
import { NotificationPanel } from './notification-panel.tsx';
import { numberFormat } from '@fre/i18n/intl-formats';

/**
 * A bell with the unread count; it opens the notifications list and marks them read. Closes on
 * Escape, on an outside click and when a notification is followed.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unread = notifications.data?.unread ?? 0;

  // From the commit, not after the next frame (Preact's effects): see components/modal.tsx.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread > 0) markRead.mutate();
  };
  const label = unread > 0 ? t('bellUnread', { count: unread }) : t('bell');
  return (
    <div className={styles.root} ref={root}>
      <button type="button" className={styles.bell} aria-label={label} title={label} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <IconBell size={22} />
        {unread > 0 ? (
          <span className={`${styles.count} tabular`} aria-hidden="true">
            {unread > 99 ? '99+' : numberFormat(i18n.language).format(unread)}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel id={panelId} query={notifications} onNavigate={() => setOpen(false)} /> : null}
    </div>
  );
}
