import type { MiningSessionDto } from '@fre/domain';
import { HOUR_MS, TIMERS } from '@fre/domain';
import { useEffect } from 'react';
import { IconCheckCircle, IconClose } from '#web/components/icons.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import toast from '#web/components/toast.module.css';
import styles from './started-toast.module.css';

/**
 * Confirms a tap on Start over the page, with when to come back; closes by itself after 10 s
 * (TIMERS.toastMs) or on its button. Fixed over the page, it moves nothing as it comes and goes.
 * MiningAnnouncer's live region says the start to screen readers: this toast is not a second one.
 */
export function StartedToast({ session, onClose }: { session: MiningSessionDto; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onClose, TIMERS.toastMs);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  // A time-reduction bonus shortens the session: the hours are the session's own, rounded up.
  const hours = Math.ceil((Date.parse(session.endTime) - Date.parse(session.startTime)) / HOUR_MS);
  return (
    <div className={`${toast.toast} ${styles.toast}`}>
      <span className={`${toast.icon} ${styles.icon}`} aria-hidden="true">
        <IconCheckCircle size={20} />
      </span>
      <div className={`${toast.body} ${styles.body}`}>
        <p className={styles.title}>{t('mining.started.title')}</p>
        <p className={styles.text}>{t('mining.started.text', { hours })}</p>
      </div>
      <button type="button" className={toast.close} onClick={onClose} aria-label={t('nav.close')}>
        <IconClose size={18} />
      </button>
    </div>
  );
}
