import { TWO_STEP, type PasskeyAuthenticationResponse, type ReauthMethods } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { IconAlert, IconLock } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { OrDivider } from '../../../components/or-divider';
import { isApiError } from '../../../lib/api-error';
import { telegramLaunch } from '../../../lib/telegram/launch-params';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { PasskeyConfirmButton } from '../../passkeys/components/passkey-confirm-button';
import { useReauthenticate } from '../api/reauthenticate';
import { proofWay, telegramRefusal } from '../telegram-proof';
import styles from './reauthentication-dialog.module.css';
import { TelegramRefusalBanner } from './telegram-refusal-banner';

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
        {formError ? (
          <Banner tone="error" icon={<IconAlert />}>
            {formError}
          </Banner>
        ) : null}
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
