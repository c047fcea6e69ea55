import { useTranslation } from '../../../../lib/use-translation';
import { Card } from '../../../../components/card';
import { IconAlert } from '../../../../components/icons';
import type { AbuseReason } from '../../types';
import styles from './cluster-detail-page.module.css';
import { useReasonSentences } from './use-reason-sentences';

/** Every reason the detection job gives for the cluster, in words. */
export function ReasonsCard({ reasons }: { reasons: AbuseReason[] }) {
  const { t } = useTranslation('admin');
  const sentences = useReasonSentences()(reasons);
  return (
    <Card title={t('abuse.reasons.title')} icon={<IconAlert size={16} />}>
      <ul className={styles.reasons}>
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </Card>
  );
}
