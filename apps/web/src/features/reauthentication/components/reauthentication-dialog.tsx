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
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useTranslation } from '../../../lib/use-translation';
import { PasskeyConfirmButton } from '../../passkeys/components/passkey-confirm-button';
import { useReauthenticate } from '../api/reauthenticate';
import styles from './reauthentication-dialog.module.css';

interface ReauthenticationDialogProps {
  /** What the account can prove itself with, as the server said. */
  methods: ReauthMethods;
  onProved: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it's you" (decision 039): the password, with the app's code when two-step sign-in is
 * on, or the passkey alone. Wrong answers count like wrong sign-ins; each error sits under its field.
 */
export function ReauthenticationDialog({ methods, onProved, onCancel }: ReauthenticationDialogProps) {
  const { t, ready } = useTranslation('security');
  const errorText = useApiErrorText();
  const reauth = useReauthenticate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<{ password?: string; code?: string }>({});
  if (!ready) return null;

  const send = (passkey?: PasskeyAuthenticationResponse) => {
    if (passkey) return reauth.mutate({ passkey }, { onSuccess: onProved });
    const found = {
      password: password ? undefined : t('reauth.passwordRequired'),
      code: methods.code && !code.trim() ? t('reauth.codeRequired') : undefined,
    };
    setMissing(found);
    if (found.password || found.code) return;
    reauth.mutate({ password, otp: methods.code ? code.trim() : undefined }, { onSuccess: onProved });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const error = reauth.error;
  const passwordError = isApiError(error) && error.code === 'invalid_credentials' ? error.message : undefined;
  const codeError = methods.code && isApiError(error) && error.code.startsWith('second_factor') ? error.message : undefined;
  const formError = error && !passwordError && !codeError ? errorText(error) : undefined;
  const formId = 'reauthentication-form';

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
          <Button type="submit" form={formId} loading={reauth.isPending}>
            {t('reauth.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{t('reauth.intro')}</p>
        <PasswordField
          label={t('reauth.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing.password ?? passwordError}
          data-autofocus
        />
        {methods.code ? (
          <OneTimeCodeField label={t('reauth.code')} hint={t('reauth.codeHint', { digits: TWO_STEP.digits })} value={code} onChange={setCode} error={missing.code ?? codeError} />
        ) : null}
        {formError ? (
          <Banner tone="error" icon={<IconAlert />}>
            {formError}
          </Banner>
        ) : null}
        {methods.passkey ? (
          <>
            <OrDivider label={t('reauth.or')} />
            <PasskeyConfirmButton onConfirmed={send} disabled={reauth.isPending} />
          </>
        ) : null}
      </form>
    </Modal>
  );
}
