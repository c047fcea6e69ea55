import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ACCOUNT, HOUR_MS, TWO_STEP } from '@fre/domain';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconAlert, IconCheckCircle, IconPhone } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { StatusLine } from '#web/components/status-line.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTwoStepStatus } from '../api/get-two-step-status.ts';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes.ts';
import { useStartTotpEnrolment } from '../api/start-totp-enrolment.ts';
import { DisableTwoStepModal } from './disable-two-step-modal.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import content from '#web/components/card-content.module.css';
import styles from './two-step-card.module.css';

/**
 * Two-step sign-in on /profile/security: off → scan and confirm → recovery codes shown once → on,
 * with the codes left, new codes in place of the old ones, and a way to turn it off (password and
 * a code). Turning it on and renewing the codes ask the person again first (the app's dialog).
 */
export function TwoStepCard({ id }: { id?: string }) {
  const { t } = useTranslation('two-step');
  const errorText = useApiErrorText();
  const status = useTwoStepStatus();
  const start = useStartTotpEnrolment();
  const renew = useRenewRecoveryCodes();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [justEnabled, setJustEnabled] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const on = status.data?.totp === true;

  let body;
  if (recoveryCodes) {
    body = (
      <>
        {renew.isSuccess ? (
          <Banner tone="warning" icon={<IconAlert />}>
            {t('on.renewed')}
          </Banner>
        ) : null}
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => { setRecoveryCodes(null); setJustEnabled(!renew.isSuccess); renew.reset(); }} />
      </>
    );
  } else if (start.data && !on) {
    body = <EnrolmentPanel enrolment={start.data} onEnabled={setRecoveryCodes} onCancel={() => start.reset()} />;
  } else if (status.isPending) {
    body = <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[72]} />;
  } else if (status.isError) {
    body = <LoadError text={t('loadError')} onRetry={() => void status.refetch()} retrying={status.isFetching} />;
  } else if (on) {
    body = (
      <>
        {justEnabled ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('enabled', { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })}
          </Banner>
        ) : null}
        <p className={content.intro}>{t('on.text')}</p>
        <p className={styles.left}>{t('on.left', { count: status.data.recoveryCodesLeft })}</p>
        {renew.error ? (
          <ErrorBanner>
            {errorText(renew.error)}
          </ErrorBanner>
        ) : null}
        <Button variant="secondary" block loading={renew.isPending} onClick={() => renew.mutate(undefined, { onSuccess: (data) => setRecoveryCodes(data.recoveryCodes) })}>
          {t('on.renew')}
        </Button>
        <Button variant="secondary" block onClick={() => setDisabling(true)}>
          {t('on.disable')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p className={content.intro}>{t('off.text', { digits: TWO_STEP.digits })}</p>
        <Button block loading={start.isPending} onClick={() => start.mutate()}>
          {t('off.enable')}
        </Button>
        {start.error ? (
          <ErrorBanner>
            {errorText(start.error)}
          </ErrorBanner>
        ) : null}
      </>
    );
  }

  return (
    <Card title={t('title')} icon={<IconPhone size={16} />} id={id} tabIndex={-1}>
      <div className={content.body}>
        {status.data ? (
          <StatusLine tone={on ? 'on' : 'off'}>{on ? t('status.on') : t('status.off')}</StatusLine>
        ) : null}
        {body}
      </div>
      {disabling ? <DisableTwoStepModal onClose={() => setDisabling(false)} onDisabled={() => { setDisabling(false); setJustEnabled(false); start.reset(); }} /> : null}
    </Card>
  );
}
