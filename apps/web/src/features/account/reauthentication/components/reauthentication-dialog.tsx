import { TWO_STEP, type PasskeyAuthenticationResponse, type ReauthMethods } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { IconLock } from '#web/components/icons.tsx';
import { Modal } from '#web/components/modal.tsx';
import { OneTimeCodeField } from '#web/components/one-time-code-field.tsx';
import { OrDivider } from '#web/components/or-divider.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { telegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PasskeyConfirmButton } from '#web/features/account/passkeys/components/passkey-confirm-button.tsx';
import { useReauthenticate } from '../api/reauthenticate.ts';
import { proofWay, telegramRefusal } from '../telegram-proof.ts';
import styles from './reauthentication-dialog.module.css';
import { TelegramRefusalBanner } from './telegram-refusal-banner.tsx';

interface ReauthenticationDialogProps {
  /** What the account can prove itself with, as the server said. */
  methods: ReauthMethods;
  onProved: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it's you" (decision 039): the password, with the app's code when two-step sign-in is
 * on, or the passkey alone. Inside Telegram, an account that has Telegram confirms with the
 * launch's signed data in place of the password, the code still asked when on (decision 045); an
 * account without a password has no password field. Outside Telegram such an account has only its
 * passkey, or is told to open the app from Telegram. Wrong answers count like wrong sign-ins; each
 * error sits under its field.
 */
export function ReauthenticationDialog({ methods, onProved, onCancel }: ReauthenticationDialogProps) {
  const { t, ready } = useTranslation('security');
  const errorText = useApiErrorText();
  const reauth = useReauthenticate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<{ password?: string; code?: string }>({});
  if (!ready) return null;

  // Telegram's signed data proves the person only inside the Mini App, and only for an account it is linked to.
  const launch = methods.telegram ? telegramLaunch() : null;
  // The form's own way: the password where the account has one, else Telegram.
  const via = proofWay(methods.password, launch);

  const send = (proof: { passkey?: PasskeyAuthenticationResponse; telegram?: boolean } = {}) => {
    if (proof.passkey) return reauth.mutate({ passkey: proof.passkey }, { onSuccess: onProved });
    const byTelegram = proof.telegram === true && launch !== null;
    const found = {
      password: byTelegram || password ? undefined : t('reauth.passwordRequired'),
      code: methods.code && !code.trim() ? t('reauth.codeRequired') : undefined,
    };
    setMissing(found);
    if (found.password || found.code) return;
    const otp = methods.code ? code.trim() : undefined;
    reauth.mutate(byTelegram ? { telegram: launch.initData, otp } : { password, otp }, { onSuccess: onProved });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (via) send({ telegram: via === 'telegram' });
  };

  const error = reauth.error;
  const refused = telegramRefusal(error) !== null;
  const passwordError = methods.password && isApiError(error) && error.code === 'invalid_credentials' ? error.message : undefined;
  const codeError = methods.code && isApiError(error) && error.code.startsWith('second_factor') ? error.message : undefined;
  const formError = error && !refused && !passwordError && !codeError ? errorText(error) : undefined;
  const formId = 'reauthentication-form';
  let intro = t('reauth.intro');
  if (via === 'telegram') intro = t('reauth.telegramIntro');
  // Outside Telegram, an account without a password (made there) has its passkey, or Telegram.
  else if (via === null) intro = t(methods.passkey ? 'reauth.passkeyOrTelegram' : 'reauth.openInTelegram');
  // The password's form offers Telegram as another way, the way the passkey is offered.
  const others = (via === 'password' && launch !== null) || methods.passkey;

  return (
    <Modal
      title={t('reauth.title')}
      eyebrow={<IconLock size={16} />}
      onClose={onCancel}
      closeLabel={t('reauth.close')}
      tone="info"
      dismissible={!reauth.isPending}
      returnFocus={false}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={reauth.isPending}>
            {t('reauth.cancel')}
          </Button>
          {via ? (
            <Button type="submit" form={formId} loading={reauth.isPending}>
              {via === 'telegram' ? t('reauth.telegram') : t('reauth.submit')}
            </Button>
          ) : null}
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{intro}</p>
        {via === 'password' ? (
          <PasswordField
            label={t('reauth.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missing.password ?? passwordError}
            data-autofocus
          />
        ) : null}
        {methods.code && via ? (
          <OneTimeCodeField label={t('reauth.code')} hint={t('reauth.codeHint', { digits: TWO_STEP.digits })} value={code} onChange={setCode} error={missing.code ?? codeError} />
        ) : null}
        <TelegramRefusalBanner error={error} />
        <ErrorBanner>{formError}</ErrorBanner>
        {others && via ? <OrDivider label={t('reauth.or')} /> : null}
        {via === 'password' && launch !== null ? (
          <Button variant="secondary" block disabled={reauth.isPending} onClick={() => send({ telegram: true })}>
            {t('reauth.telegram')}
          </Button>
        ) : null}
        {methods.passkey ? <PasskeyConfirmButton onConfirmed={(passkey) => send({ passkey })} disabled={reauth.isPending} /> : null}
      </form>
    </Modal>
  );
}
