import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BackLink } from '../../../app/navigation/back-link';
import { paths } from '../../../app/paths';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useUser } from '../../../lib/auth/get-me';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { EmailRequiredNotice } from '../../account-security/components/email-required-notice';
import { emailStatus } from '../../account-security/email-status';
import { useMarkPageSeen } from '../../agenda/api/mark-page-seen';
import { useKyc } from '../api/get-kyc';
import styles from './kyc-page.module.css';
import { KycApproved, KycPending, KycRejected, KycStart } from './kyc-status-views';
import { KycWizard } from './kyc-wizard';

/**
 * /kyc: the state of the identity check (spec §4), and the form when there is none or it was
 * refused; first a confirmed email address, which an account made in Telegram may lack (decision 045).
 */
export function KycPage() {
  const { t } = useTranslation('cashout');
  const errorText = useApiErrorText();
  const { data: user } = useUser();
  const kyc = useKyc();
  const needsEmail = user ? emailStatus(user) !== 'confirmed' : false;
  const [filling, setFilling] = useState(false);
  // The decision is on screen: the bell and the dashboard's agenda stop announcing it.
  useMarkPageSeen(paths.kyc.path, kyc.data?.status === 'approved' || kyc.data?.status === 'rejected');

  const body = () => {
    if (kyc.isPending) return <Skeleton blocks={[96, 320]} label={t('common.loading')} />;
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
          <KycRejected status={status} onRestart={() => setFilling(true)} locked={needsEmail} />
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
      <PageHeader title={t('kyc.title')} subtitle={t('kyc.subtitle')} />
      {body()}
    </div>
  );
}
