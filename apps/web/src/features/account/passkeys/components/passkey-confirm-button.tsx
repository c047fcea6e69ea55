import type { PasskeyAuthenticationResponse } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { IconAlert } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useConfirmWithPasskey } from '../api/confirm-with-passkey.ts';
import { usePasskeys } from '../api/get-passkeys.ts';
import { ceremonyFailure, supportsPasskeys } from '../lib/webauthn.ts';
import { IconPasskey } from './icon-passkey.tsx';
import styles from './passkey-sign-in.module.css';

/**
 * "Confirm with a passkey", where a money move asks for the person (second_factor_required): shown
 * only to an account with passkeys, on a browser that has them. `onConfirmed` gets the answer to
 * send as `passkey` with the request.
 */
export function PasskeyConfirmButton({ onConfirmed, disabled }: { onConfirmed: (passkey: PasskeyAuthenticationResponse) => void; disabled?: boolean }) {
  const { t, ready } = useTranslation('passkeys');
  const errorText = useApiErrorText();
  const passkeys = usePasskeys();
  const confirm = useConfirmWithPasskey();
  if (!ready || !supportsPasskeys() || !passkeys.data?.length) return null;
  const failure = confirm.error ? ceremonyFailure(confirm.error) : null;
  return (
    <div className={styles.confirm}>
      {confirm.error ? (
        <Banner tone={failure === 'cancelled' ? 'warning' : 'error'} icon={<IconAlert />}>
          {failure ? t(`confirm.failure.${failure}`) : errorText(confirm.error)}
        </Banner>
      ) : null}
      <Button
        variant="secondary"
        block
        icon={<IconPasskey />}
        loading={confirm.isPending}
        disabled={disabled}
        onClick={() => confirm.mutate(undefined, { onSuccess: (response) => onConfirmed(response as PasskeyAuthenticationResponse) })}
      >
        {t('confirm.button')}
      </Button>
    </div>
  );
}
