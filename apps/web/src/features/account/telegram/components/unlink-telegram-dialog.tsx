import { ACCOUNT, HOUR_MS } from '@fre/domain';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useUnlinkTelegram } from '../api/telegram-link.ts';

/**
 * "Unlink Telegram?", asked before DELETE /api/telegram/link, from the Telegram card and from the
 * list of credentials. The server refuses while Telegram is the only way in (telegram_only_sign_in):
 * its words, which say what to add first, stay in the dialog.
 */
export function UnlinkTelegramDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  const { t } = useTranslation('security');
  const errorText = useApiErrorText();
  const unlink = useUnlinkTelegram();
  return (
    <ConfirmDialog
      open
      title={t('telegram.unlinkTitle')}
      confirmLabel={t('telegram.unlinkConfirm')}
      cancelLabel={t('telegram.cancel')}
      tone="danger"
      pending={unlink.isPending}
      error={unlink.error ? errorText(unlink.error) : undefined}
      onConfirm={() => unlink.mutate(undefined, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p>{name ? t('telegram.unlinkText', { name }) : t('telegram.unlinkTextUnnamed')}</p>
      <p>{t('telegram.unlinkPause', { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })}</p>
    </ConfirmDialog>
  );
}
