import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { IconCloudOff } from '#web/components/icons.tsx';
import { relativeTimeFormat } from '@fre/i18n/intl-formats';
import { oldestAnswerOnScreen } from '#web/lib/offline/offline-copy.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './offline-notice-text.module.css';

/** How often the age on screen moves on (it counts in minutes). */
const TICK_MS = 30_000;

/** "il y a 5 min", "5 min ago", "5分钟前": at least a minute, then hours, then days. */
export function answerAge(ageMs: number, language: string): string {
  const format = relativeTimeFormat(language, { style: 'short', numeric: 'always' });
  const minutes = Math.max(1, Math.floor(ageMs / 60_000));
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? format.format(-hours, 'hour') : format.format(-Math.floor(hours / 24), 'day');
}

/**
 * "Hors ligne · données d'il y a 5 min": the age of the oldest answer on screen, moving on every
 * 30 s. Screen readers are told the text it had when the connection went (the live region around
 * it would announce each new minute otherwise).
 */
export default function OfflineNoticeText() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const oldest = useSyncExternalStore(subscribe, () => oldestAnswerOnScreen(queryClient));
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const text = oldest === null ? t('offline.title') : t('offline.notice', { age: answerAge(now - oldest, i18n.language) });
  const [announced] = useState(text);
  return (
    <p className={styles.notice}>
      <span className={styles.icon}>
        <IconCloudOff size={18} />
      </span>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{announced}</span>
    </p>
  );
}
