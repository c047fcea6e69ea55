import { ACCOUNT, HOUR_MS } from '@fre/domain';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUnlinkWallet } from '../api/unlink-wallet.ts';

interface UnlinkWalletDialogProps {
  onClose: () => void;
  /** After the server unlinked it (the wallet card also disconnects the wallet from TON Connect). */
  onUnlinked?: () => void;
}

/**
 * "Unlink this wallet?", asked before DELETE /api/wallet: on /wallet and on the Security page's
 * list of credentials. Its texts arrive with it where the page did not load them (Security): the
 * dialog shows once they are in.
 */
export function UnlinkWalletDialog({ onClose, onUnlinked }: UnlinkWalletDialogProps) {
  const { t, ready } = useTranslation('wallet');
  const errorText = useApiErrorText();
  const unlink = useUnlinkWallet();
  return (
    <ConfirmDialog
      open={ready}
      title={t('unlink.title')}
      confirmLabel={t('unlink.confirm')}
      cancelLabel={t('cancel')}
      tone="danger"
      pending={unlink.isPending}
      error={unlink.error ? errorText(unlink.error) : undefined}
      onConfirm={() =>
        unlink.mutate(undefined, {
          onSuccess: () => {
            onUnlinked?.();
            onClose();
          },
        })
      }
      onCancel={onClose}
    >
      <p>{t('unlink.text', { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })}</p>
    </ConfirmDialog>
  );
}
