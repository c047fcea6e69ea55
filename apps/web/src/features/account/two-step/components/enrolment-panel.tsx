import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { TWO_STEP } from '@fre/domain';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCopy } from '#web/components/icons.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useConfirmTotp } from '../api/confirm-totp.ts';
import type { TotpEnrolment } from '../api/start-totp-enrolment.ts';
import { secretGroups } from '../secret-groups.ts';
import content from '#web/components/card-content.module.css';
import styles from './two-step-card.module.css';

const TotpQrCode = lazy(() => import('./totp-qr-code.tsx'));

/** The QR code (and the key, for typing), then a code from the app to prove it reads the same. */
export function EnrolmentPanel({ enrolment, onEnabled, onCancel }: { enrolment: TotpEnrolment; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation('two-step');
  const errorText = useApiErrorText();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.replace(/\s/g, ''), { onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes) });
  };
  const copyKey = () => {
    void navigator.clipboard?.writeText(enrolment.secret).then(() => setCopied(true), () => undefined);
  };

  return (
    <form className={content.body} onSubmit={onSubmit} noValidate>
      <p className={content.intro}>{t('enrol.scan')}</p>
      <Suspense fallback={<Skeleton label={t('common.loading', { ns: 'web' })} blocks={[196]} />}>
        <TotpQrCode url={enrolment.otpauthUrl} label={t('enrol.qrLabel')} />
      </Suspense>
      {/* On the phone that holds the app, nothing to scan: the otpauth:// link opens it with the key. */}
      <a className={styles.openApp} href={enrolment.otpauthUrl}>
        {t('enrol.openApp')}
      </a>
      <div className={styles.manual}>
        <p className={content.intro}>{t('enrol.manual')}</p>
        <div className={styles.secretRow}>
          <code className={styles.secret} data-testid="totp-secret">
            {secretGroups(enrolment.secret)}
          </code>
          <Button type="button" variant="ghost" icon={<IconCopy />} onClick={copyKey} aria-label={t('enrol.copyKey')}>
            {copied ? t('enrol.copied') : null}
          </Button>
        </div>
      </div>
      <Field
        label={t('enrol.code', { digits: TWO_STEP.digits })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={TWO_STEP.digits + 2}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {confirm.error ? (
        <ErrorBanner>
          {errorText(confirm.error)}
        </ErrorBanner>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
          {t('enrol.cancel')}
        </Button>
        <Button type="submit" loading={confirm.isPending} disabled={code.replace(/\s/g, '').length !== TWO_STEP.digits}>
          {t('enrol.confirm')}
        </Button>
      </div>
    </form>
  );
}
