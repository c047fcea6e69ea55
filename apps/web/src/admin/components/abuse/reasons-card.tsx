import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import type { AbuseReason } from '../../types.ts';
import styles from './cluster-detail-page.module.css';
import { useReasonSentences } from './use-reason-sentences.ts';

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
