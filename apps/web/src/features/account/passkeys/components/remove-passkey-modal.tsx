import { ACCOUNT, HOUR_MS, type Passkey } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import styles from './passkeys-card.module.css';

/** "Remove this passkey?", from the passkeys' card and from the Security page's list of credentials. */
export function RemovePasskeyModal({ passkey, onClose }: { passkey: Pick<Passkey, 'id' | 'name'>; onClose: () => void }) {
  const { t } = useTranslation('passkeys');
  const errorText = useApiErrorText();
  const remove = useRemovePasskey();
  return (
    <Modal
      title={t('removeModal.title')}
      closeLabel={t('removeModal.cancel')}
      onClose={onClose}
      tone="warning"
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('removeModal.cancel')}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(passkey.id, { onSuccess: onClose })}>
            {t('removeModal.submit')}
          </Button>
        </div>
      }
    >
      <div className={styles.modalForm}>
        <p>{t('removeModal.text', { name: passkey.name })}</p>
        <p>{t('removeModal.pause', { hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })}</p>
        {remove.error ? (
          <ErrorBanner>
            {errorText(remove.error)}
          </ErrorBanner>
        ) : null}
      </div>
    </Modal>
  );
}
