import type { Appeal } from '@fre/domain';
import { dateTimeFormat } from '@fre/i18n/intl-formats';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './decision-notice.module.css';

/** Where the player's appeal stands, and the team's answer once given. */
export function AppealStatus({ appeal }: { appeal: Appeal }) {
  const { t, i18n } = useTranslation('appeals');
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(appeal.createdAt));
  return (
    <div role="status">
      <p className={styles.line}>
        <strong>{t(`status.${appeal.status}`, { date })}</strong>
      </p>
      {appeal.answer ? <p className={styles.line}>{t('answer', { answer: appeal.answer })}</p> : null}
    </div>
  );
}
