import { useEffect } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { OrDivider } from '#web/components/or-divider.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey.ts';
import { ceremonyFailure, loadWebAuthn } from '../lib/webauthn.ts';
import { IconPasskey } from './icon-passkey.tsx';
import styles from './passkey-sign-in.module.css';

/**
 * The browser's autofill offers the site's passkeys in the email field's suggestions as soon as
 * this mounts (conditional mediation; the field says `webauthn` in its autocomplete); the button
 * opens the browser's own dialog, for a passkey on another device too (QR code).
 */
export function PasskeySignInPanel() {
  const { t, ready } = useTranslation('passkeys');
  const errorText = useApiErrorText();
  const fromAutofill = useSignInWithPasskey();
  const fromButton = useSignInWithPasskey();
  const { mutate: startAutofill } = fromAutofill;

  useEffect(() => {
    let active = true;
    void loadWebAuthn().then(async ({ browserSupportsWebAuthnAutofill }) => {
      if (active && (await browserSupportsWebAuthnAutofill())) startAutofill(true);
    });
    return () => {
      active = false;
      void loadWebAuthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, [startAutofill]);

  if (!ready) return null;
  // An autofill ceremony ends quietly when the button (or leaving the page) aborts it: only the server's refusal is news.
  const autofillError = isApiError(fromAutofill.error) ? fromAutofill.error : null;
  const failure = fromButton.error ? ceremonyFailure(fromButton.error) : null;
  const error = fromButton.error ?? autofillError;
  return (
    <div className={styles.panel}>
      <OrDivider label={t('signIn.or')} />
      {error ? (
        <Banner tone={failure === 'cancelled' ? 'warning' : 'error'} icon={<IconAlert />}>
          {failure ? t(`signIn.failure.${failure}`) : errorText(error)}
        </Banner>
      ) : null}
      <Button variant="secondary" block icon={<IconPasskey />} loading={fromButton.isPending} onClick={() => fromButton.mutate(false)}>
        {t('signIn.button')}
      </Button>
    </div>
  );
}
