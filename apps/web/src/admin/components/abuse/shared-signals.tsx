import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconLayers } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import type { AbuseSharedSignal } from '../../types.ts';
import { EmptyState } from '../ui/query-state.tsx';
import styles from './cluster-detail-page.module.css';

/** The networks, devices and browsers several members share, as short fingerprints (never the values). */
export function SharedSignals({ signals }: { signals: AbuseSharedSignal[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card title={t('abuse.signals.title')} icon={<IconLayers size={16} />}>
      <p className={styles.panelNote}>{t('abuse.signals.note')}</p>
      {signals.length === 0 ? (
        <EmptyState compact title={t('abuse.signals.empty')} />
      ) : (
        <ul className={styles.rows}>
          {signals.map((signal) => (
            <li key={`${signal.kind}:${signal.fingerprint}`} className={styles.row}>
              <span className={styles.rowMain}>
                <strong>{t(`abuse.signals.kinds.${signal.kind}`)}</strong>
                <code className={styles.fingerprint}>{signal.fingerprint}</code>
              </span>
              <span className={`${styles.rowSide} tabular`}>{t('abuse.signals.accounts', { count: signal.count, n: formatNumber(signal.count, i18n.language, 0) })}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
