import type { Decision } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useFileSignInAppeal } from '../api/file-sign-in-appeal.ts';
import { AppealForm } from './appeal-form.tsx';
import { AppealStatus } from './appeal-status.tsx';
import { DecisionReason } from './decision-reason.tsx';
import styles from './decision-notice.module.css';

export interface BannedAppealProps {
  /** The ban as the sign-in's answer told it (its `details.decision`), null when it had none. */
  decision: Decision | null;
  email: string;
  password: string;
}

/**
 * On the sign-in page, for a banned account whose owner just proved themselves: why, and the one
 * appeal, sent with the email and password they typed (the server checks them again, as a sign-in).
 */
export function BannedAppeal({ decision, email, password }: BannedAppealProps) {
  const { t, ready } = useTranslation('appeals');
  const { mutation, challenge } = useFileSignInAppeal();
  if (!ready || !decision) return null;
  const appeal = mutation.data?.appeal ?? decision.appeal;
  return (
    <section className={styles.notice} aria-labelledby="ban-reason-title">
      <h2 id="ban-reason-title" className={styles.title}>
        {t('signIn.title')}
      </h2>
      <DecisionReason decision={decision} headingLevel={3} />
      {appeal ? (
        <AppealStatus appeal={appeal} />
      ) : (
        <>
          <p className={styles.line}>{t('next')}</p>
          <AppealForm
            onSend={(text) => mutation.mutate({ email, password, text })}
            pending={mutation.isPending}
            error={mutation.error}
            extra={<p className={styles.muted}>{t('signIn.proof')}</p>}
            busyLabel={challenge.solving ? t('form.submit') : undefined}
          />
        </>
      )}
    </section>
  );
}
