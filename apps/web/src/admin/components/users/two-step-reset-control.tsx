import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheck } from '#web/components/icons.tsx';
import { useResetUserTwoStep } from '../../api/reset-user-two-step.ts';
import { useReasonedAction } from '../../hooks/use-reasoned-action.ts';
import type { AdminUserDetail } from '../../types.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import layout from '../ui/page-layout.module.css';
import styles from './user-detail-page.module.css';

/**
 * Turns off a player's two-step sign-in when they lost their authenticator and their recovery
 * codes (decision 024). The button shows only while it is on; the reason says how support checked
 * who asks.
 */
export function TwoStepResetControl({ user }: { user: AdminUserDetail['user'] }) {
  const { t } = useTranslation('admin');
  const resetTwoStep = useResetUserTwoStep();
  const { reason, setReason, errors, confirming, cancel, onSubmit, settle } = useReasonedAction(resetTwoStep);

  const onConfirm = () => resetTwoStep.mutate({ userId: user.id, reason: reason.trim() }, settle);

  if (!user.twoStep) {
    return (
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('users.twoStep.title')}</h3>
        {resetTwoStep.isSuccess ? (
          <Banner tone="success" icon={<IconCheck />}>
            {t('users.twoStep.done')}
          </Banner>
        ) : (
          <p className={layout.muted}>{t('users.twoStep.off')}</p>
        )}
      </div>
    );
  }

  return (
    <form className={styles.section} onSubmit={onSubmit} noValidate aria-labelledby="two-step-reset-title">
      <h3 id="two-step-reset-title" className={styles.sectionTitle}>
        {t('users.twoStep.title')}
      </h3>
      <p className={layout.muted}>{t('users.twoStep.text')}</p>
      <ErrorBanner>{errors.form}</ErrorBanner>
      <Field
        label={t('users.twoStep.reason')}
        hint={t('users.twoStep.reasonHint')}
        autoComplete="off"
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.field('reason')}
      />
      <Button type="submit" variant="danger">
        {t('users.twoStep.submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title={t('users.twoStep.confirmTitle', { nickname: user.nickname })}
        confirmLabel={t('users.twoStep.confirm')}
        pending={resetTwoStep.isPending}
        onConfirm={onConfirm}
        onCancel={cancel}
      >
        <p>{t('users.twoStep.confirmText')}</p>
        <p>{t('users.ban.reasonQuoted', { reason: reason.trim() })}</p>
      </ConfirmDialog>
    </form>
  );
}
