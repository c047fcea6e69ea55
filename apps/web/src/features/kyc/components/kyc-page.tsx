import { useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { BackLink } from '#web/components/back-link.tsx';
import { paths } from '#web/config/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { EmailRequiredNotice } from '#web/components/email-required-notice.tsx';
import { emailStatus } from '#web/lib/auth/email-status.ts';
import { useMarkPageSeen } from '#web/lib/mark-page-seen.ts';
import { useKyc } from '../api/get-kyc.ts';
import styles from './kyc-page.module.css';
import { KycApproved, KycPending, KycRejected, KycStart } from './kyc-status-views.tsx';
import { KycWizard } from './kyc-wizard.tsx';

/**
 * /kyc: the state of the identity check, and the form when there is none or it was
 * refused; first a confirmed email address, which an account made in Telegram may lack (decision 045).
 * `rejection`: under a refusal, its reason and the appeal (composed by the app, decision 061).
 */
export function KycPage({ rejection }: { rejection?: ReactNode }) {
  const { t } = useTranslation(['kyc', 'web']);
  const errorText = useApiErrorText();
  const { data: user } = useUser();
  const kyc = useKyc();
  const needsEmail = user ? emailStatus(user) !== 'confirmed' : false;
  const [filling, setFilling] = useState(false);
  // The decision is on screen: the bell and the dashboard's agenda stop announcing it.
  useMarkPageSeen(paths.kyc.path, kyc.data?.status === 'approved' || kyc.data?.status === 'rejected');

  const body = () => {
    if (kyc.isPending) return <Skeleton blocks={[96, 320]} label={t('web:common.loading')} />;
    if (kyc.isError) return <LoadError text={errorText(kyc.error)} onRetry={() => void kyc.refetch()} retrying={kyc.isFetching} />;
    const status = kyc.data;
    if (status.status === 'pending') return <KycPending status={status} />;
    if (status.status === 'approved') return <KycApproved status={status} />;
    const notice = user && needsEmail ? <EmailRequiredNotice user={user} /> : null;
    if (filling)
      return (
        <>
          {notice}
          <KycWizard onCancel={() => setFilling(false)} />
        </>
      );
    return (
      <>
        {notice}
        {status.status === 'rejected' ? (
          <>
            <KycRejected status={status} onRestart={() => setFilling(true)} locked={needsEmail} />
            {rejection}
          </>
        ) : (
          <KycStart onStart={() => setFilling(true)} locked={needsEmail} />
        )}
      </>
    );
  };

  return (
    <div className={styles.page}>
      {/* Identity is checked to withdraw: the page it belongs to. */}
      <BackLink section={paths.withdrawal.getHref()} />
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body()}
    </div>
  );
}
