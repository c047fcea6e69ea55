import { MY_DATA, TWO_STEP, type PasskeyAuthenticationResponse } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { IconAlert, IconCheckCircle } from '#web/components/icons.tsx';
import { Modal } from '#web/components/modal.tsx';
import { OneTimeCodeField } from '#web/components/one-time-code-field.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useUser } from '#web/lib/auth/get-me.ts';
import { formatNanoExact } from '#web/lib/format.ts';
import { telegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { useFormErrors } from '#web/features/account/sign-in/hooks/use-form-errors.ts';
import { PasskeyConfirmButton } from '#web/features/account/passkeys/components/passkey-confirm-button.tsx';
import { OpenInTelegramNotice } from '#web/features/account/reauthentication/components/open-in-telegram-notice.tsx';
import { TelegramRefusalBanner } from '#web/features/account/reauthentication/components/telegram-refusal-banner.tsx';
import { proofWay, telegramRefusal } from '#web/features/account/reauthentication/telegram-proof.ts';
import { useTwoStepStatus } from '#web/features/account/two-step/api/get-two-step-status.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useForgetDeletedAccount } from '../api/forget-deleted-account.ts';
import content from '#web/components/card-content.module.css';
import styles from './delete-account.module.css';

const ERASED = ['identity', 'access', 'links', 'activity', 'files'] as const;
/** What stays, with the years the law keeps it (none for the audit log's own entries). */
const KEPT = [
  { key: 'money', count: MY_DATA.accountingRetentionYears },
  { key: 'kyc', count: MY_DATA.amlRetentionYears },
  { key: 'audit', count: undefined },
] as const;

/**
 * What is erased, what is kept and why, the balance given up (its amount), the password (and a
 * code with two-step sign-in on) and a typed word: a deletion cannot be undone. An account made in
 * Telegram has no password: inside Telegram the launch's signed data stands for it (decision 045);
 * in a browser it is told how to do this instead of a form it could not send.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('my-data');
  const { data: user } = useUser();
  const twoStep = useTwoStepStatus();
  const remove = useDeleteAccount();
  const forget = useForgetDeletedAccount();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [typed, setTyped] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});
  const errors = useFormErrors(remove.error, clientErrors);
  const word = t('dialog.word');
  // The app's code field with two-step sign-in on; a passkey, when the account has one, by its button.
  const asksCode = twoStep.data?.totp === true || (isApiError(remove.error) && remove.error.code === 'second_factor_invalid');
  const launch = telegramLaunch();
  // The user is read before the page shows; until then, the usual password form.
  const via = proofWay(user?.hasPassword ?? true, launch);

  if (remove.isSuccess) {
    return (
      <Modal title={t('done.title')} onClose={forget} closeLabel={t('dialog.close')} tone="success" dismissible={false}
        footer={<Button onClick={forget} block data-autofocus>{t('done.button')}</Button>}>
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('done.body')}
        </Banner>
      </Modal>
    );
  }

  const send = (passkey?: PasskeyAuthenticationResponse) => {
    if (!via) return;
    const found: Record<string, string | undefined> = {
      password: via !== 'password' || password ? undefined : t('dialog.passwordRequired'),
      otp: asksCode && !passkey && !otp.trim() ? t('dialog.otpRequired') : undefined,
      confirm: typed.trim().toLocaleUpperCase(i18n.language) === word.toLocaleUpperCase(i18n.language) ? undefined : t('dialog.confirmMismatch', { word }),
    };
    setClientErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const proof = via === 'telegram' && launch ? { telegram: launch.initData } : { password };
    remove.mutate(passkey ? { ...proof, passkey } : { ...proof, otp: asksCode ? otp.trim() : undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  // second_factor_* and password errors belong to their fields, not to the form.
  const codeError = asksCode && isApiError(remove.error) && remove.error.code.startsWith('second_factor') ? remove.error.message : undefined;
  const passwordError = isApiError(remove.error) && remove.error.code === 'invalid_credentials' ? remove.error.message : undefined;
  const formError = codeError || passwordError || telegramRefusal(remove.error) ? undefined : errors.form;
  const formId = 'delete-account-form';

  return (
    <Modal
      title={t('dialog.title')}
      onClose={onClose}
      closeLabel={t('dialog.close')}
      tone="warning"
      dismissible={!remove.isPending}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
            {t('dialog.cancel')}
          </Button>
          {via ? (
            <Button variant="danger" type="submit" form={formId} loading={remove.isPending}>
              {t('dialog.submit')}
            </Button>
          ) : null}
        </>
      }
    >
      <form id={formId} className={content.body} onSubmit={submit} noValidate>
        {/* First, what cannot be done here: the rest still says what a deletion means. */}
        {via === null ? <OpenInTelegramNotice text={t('dialog.openInTelegram')} onLeave={onClose} /> : null}
        <Banner tone="warning" icon={<IconAlert />} live={false}>
          <span className={styles.forfeit}>{t('dialog.forfeit', { amount: formatNanoExact(user?.balance ?? '0', i18n.language) })}</span>
        </Banner>
        <div className={styles.kept}>
          <h3>{t('dialog.erasedTitle')}</h3>
          <ul className={content.bullets}>
            {ERASED.map((item) => (
              <li key={item}>{t(`dialog.erased.${item}`)}</li>
            ))}
          </ul>
        </div>
        <div className={styles.kept}>
          <h3>{t('dialog.keptTitle')}</h3>
          <ul className={content.bullets}>
            {KEPT.map((item) => (
              <li key={item.key}>{item.count === undefined ? t('dialog.kept.audit') : t(`dialog.kept.${item.key}`, { count: item.count })}</li>
            ))}
          </ul>
        </div>
        {via === 'telegram' ? <p className={content.intro}>{t('dialog.telegram')}</p> : null}
        {via === 'password' ? (
          <PasswordField
            label={t('dialog.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.field('password') ?? passwordError}
            data-autofocus
          />
        ) : null}
        {asksCode && via ? (
          <OneTimeCodeField label={t('dialog.otp')} hint={t('dialog.otpHint', { digits: TWO_STEP.digits })} value={otp} onChange={setOtp} error={errors.field('otp') ?? codeError} />
        ) : null}
        {via ? (
          <Field
            label={t('dialog.confirm', { word })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={errors.field('confirm')}
          />
        ) : null}
        {via ? <PasskeyConfirmButton onConfirmed={send} disabled={remove.isPending} /> : null}
        <TelegramRefusalBanner error={remove.error} />
        <ErrorBanner>{formError}</ErrorBanner>
      </form>
    </Modal>
  );
}
