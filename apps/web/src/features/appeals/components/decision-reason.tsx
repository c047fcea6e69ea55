import type { Decision } from '@fre/domain';
import { dateTimeFormat } from '@fre/i18n/intl-formats';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './decision-notice.module.css';

/** What was decided and why, in words the player can check: the kind, its effect, the category, the team's note. */
/** `withNote` false where the page already shows the note (a refused KYC's or withdrawal's reason). */
export function DecisionReason({ decision, headingLevel = 2, withNote = true }: { decision: Decision; headingLevel?: 2 | 3; withNote?: boolean }) {
  const { t, i18n } = useTranslation('appeals');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(decision.decidedAt));
  return (
    <>
      <Heading className={styles.title}>{t(`kind.${decision.kind}`)}</Heading>
      {decision.inForce ? <p className={styles.line}>{t(`effect.${decision.kind}`)}</p> : <p className={styles.line}>{t('lifted')}</p>}
      <p className={styles.line}>{t('why', { category: t(`category.${decision.category}` as 'category.other') })}</p>
      {withNote && decision.note ? <p className={styles.line}>{t('note', { note: decision.note })}</p> : null}
      <p className={styles.muted}>{t('decidedAt', { date })}</p>
    </>
  );
}
