import { useTranslation } from '#web/lib/use-translation.ts';
import { Fre } from '#web/components/fre.tsx';
import { BackLink } from '#web/components/back-link.tsx';
import { paths } from '#web/config/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { EmailRequiredNotice } from '#web/components/email-required-notice.tsx';
import { emailStatus } from '#web/lib/auth/email-status.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { eligibility, isEligible } from '../eligibility.ts';
import { EligibilityChecklist } from './eligibility-checklist.tsx';
import { WayToMinimum } from './way-to-minimum.tsx';
import { WithdrawalForm, type PasskeyConfirmSlot } from './withdrawal-form.tsx';
import { WithdrawalList, type RejectionSlot } from './withdrawal-list.tsx';
import styles from './withdrawal-page.module.css';

/**
 * /withdrawal: what is still needed, the request form and the history (decisions 067 and 071). A
 * confirmed email address comes first, which an account made in Telegram may lack (decision 045).
 * `passkeyConfirm`, composed by the app: the account's passkey confirmation; `rejection`: a refusal's reason and appeal.
 */
export function WithdrawalPage({ passkeyConfirm, rejection }: { passkeyConfirm?: PasskeyConfirmSlot; rejection?: RejectionSlot }) {
  const { t } = useTranslation(['withdrawals', 'web']);
  const errorText = useApiErrorText();
  const { data: user } = useUser();
  const view = useWithdrawals();
  if (!user) return null;

  const body = () => {
    if (view.isPending) return <Skeleton blocks={[240, 200, 160]} label={t('web:common.loading')} />;
    if (view.isError) return <LoadError text={errorText(view.error)} onRetry={() => void view.refetch()} retrying={view.isFetching} />;
    const { minimum, blockedUntil, blockedBy, maxDelayHours, items: withdrawals } = view.data;
    const emailConfirmed = emailStatus(user) === 'confirmed';
    const eligible = emailConfirmed && isEligible(eligibility({ user, minimum, blockedUntil, now: Date.now() }));
    return (
      <>
        <section className={styles.balance} aria-label={t('balance')}>
          <span className={styles.balanceLabel}>{t('balance')}</span>
          <span className={styles.balanceValue}>
            <Fre nano={user.balance} fit unitClassName={styles.unit} />
          </span>
        </section>
        {emailConfirmed ? null : <EmailRequiredNotice user={user} />}
        <EligibilityChecklist user={user} minimum={minimum} blockedUntil={blockedUntil} blockedBy={blockedBy} />
        <WayToMinimum user={user} minimum={minimum} />
        <WithdrawalForm balance={user.balance} minimum={minimum} wallet={user.tonWallet} maxDelayHours={maxDelayHours} eligible={eligible} passkeyConfirm={passkeyConfirm} />
        <WithdrawalList withdrawals={withdrawals} maxDelayHours={maxDelayHours} rejection={rejection} />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <BackLink section={paths.wallet.getHref()} />
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body()}
    </div>
  );
}
