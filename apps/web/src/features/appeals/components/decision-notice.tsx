import type { Decision } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useFileAppeal } from '../api/file-appeal.ts';
import { AppealForm } from './appeal-form.tsx';
import { AppealStatus } from './appeal-status.tsx';
import { DecisionReason } from './decision-reason.tsx';
import styles from './decision-notice.module.css';

/**
 * A decision where it bites (the dashboard, the KYC page, a withdrawal): why, and what the player
 * can do next: appeal once, or read where their appeal stands and the team's answer.
 */
export function DecisionNotice({ decision, headingLevel = 2, withNote = true }: { decision: Decision; headingLevel?: 2 | 3; withNote?: boolean }) {
  const { t } = useTranslation('appeals');
  const appeal = useFileAppeal();
  return (
    <section className={styles.notice} aria-label={t(`kind.${decision.kind}`)}>
      <DecisionReason decision={decision} headingLevel={headingLevel} withNote={withNote} />
      {decision.appeal ? (
        <AppealStatus appeal={decision.appeal} />
      ) : decision.inForce ? (
        <>
          <p className={styles.line}>{t('next')}</p>
          <AppealForm onSend={(text) => appeal.mutate({ decisionId: decision.id, text })} pending={appeal.isPending} error={appeal.error} />
        </>
      ) : null}
    </section>
  );
}
