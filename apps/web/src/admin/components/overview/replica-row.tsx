import { useTranslation } from '#web/lib/use-translation.ts';
import { IconAlert, IconCheckCircle, IconHourglass } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import type { AdminOverview } from '../../types.ts';
import { SystemRow } from './system-row.tsx';
import styles from './overview-systems.module.css';

type Replica = NonNullable<AdminOverview['replica']>;

const LOOK = {
  in_use: { tone: 'gain', icon: <IconCheckCircle size={18} /> },
  lagging: { tone: 'gold', icon: <IconHourglass size={18} /> },
  down: { tone: 'loss', icon: <IconAlert size={18} /> },
} as const;

/**
 * The database read replica. Lagging or down is not an outage: the lag-tolerant reads go to the
 * primary meanwhile, which the row says in plain words; PostgreSQL's own message stays secondary.
 */
export function ReplicaRow({ replica }: { replica: Replica }) {
  const { t, i18n } = useTranslation('admin');
  const { tone, icon } = LOOK[replica.state];
  return (
    <SystemRow
      name={t('overview.systems.replica.name')}
      status={t(`overview.systems.replica.${replica.state}`)}
      tone={tone}
      icon={icon}
      checkedAt={replica.checkedAt}
    >
      {replica.state !== 'down' && replica.lagMs !== null ? (
        <p className={`${styles.line} tabular`}>
          {t('overview.systems.lag', { seconds: formatNumber(replica.lagMs / 1000, i18n.language, 1) })}
        </p>
      ) : null}
      {replica.state === 'in_use' ? null : <p className={styles.line}>{t('overview.systems.primaryServes')}</p>}
      {replica.state === 'down' && replica.detail ? (
        // Written by the server in English (PostgreSQL's or the driver's words).
        <p className={styles.technical} lang="en">
          {replica.detail}
        </p>
      ) : null}
    </SystemRow>
  );
}
