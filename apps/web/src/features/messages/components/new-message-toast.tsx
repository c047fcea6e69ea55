import { TIMERS } from '@fre/domain';
import { useEffect } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IconBell, IconClose } from '#web/components/icons.tsx';
import toast from '#web/components/toast.module.css';
import styles from './messages.module.css';

/** Announces a new information message; closes by itself after 10 s (TIMERS.toastMs). */
export function NewMessageToast({ title, onClose }: { title: string; onClose: () => void }) {
  const { t } = useTranslation(['messages', 'web']);
  useEffect(() => {
    const timer = window.setTimeout(onClose, TIMERS.toastMs);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div className={`${toast.toast} ${styles.toast}`} role="status" aria-live="polite">
      <span className={`${toast.icon} ${styles.toastIcon}`} aria-hidden="true">
        <IconBell size={20} />
      </span>
      <div className={`${toast.body} ${styles.toastBody}`}>
        <p className={styles.toastTitle}>{t('toast.title')}</p>
        <p className={styles.toastText}>{title}</p>
        <Link to={paths.information.getHref()} className={styles.toastLink} onClick={onClose}>
          {t('toast.view')}
        </Link>
      </div>
      <button type="button" className={`${toast.close} ${styles.toastClose}`} onClick={onClose} aria-label={t('web:nav.close')}>
        <IconClose size={18} />
      </button>
    </div>
  );
}
