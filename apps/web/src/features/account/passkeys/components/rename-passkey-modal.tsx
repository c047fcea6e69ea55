import { PASSKEYS, type Passkey } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { Modal } from '#web/components/modal.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useRenamePasskey } from '../api/rename-passkey.ts';
import styles from './passkeys-card.module.css';

export function RenamePasskeyModal({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation('passkeys');
  const errorText = useApiErrorText();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const formId = `rename-${passkey.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('add.nameRequired'));
    rename.mutate({ id: passkey.id, name: trimmed }, { onSuccess: onClose });
  };

  return (
    <Modal
      title={t('renameModal.title')}
      closeLabel={t('renameModal.cancel')}
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('renameModal.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={rename.isPending}>
            {t('renameModal.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.modalForm} onSubmit={submit} noValidate>
        <Field label={t('add.name')} maxLength={PASSKEYS.nameMaxLength} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} error={nameError} />
        {rename.error ? (
          <ErrorBanner>
            {errorText(rename.error)}
          </ErrorBanner>
        ) : null}
      </form>
    </Modal>
  );
}
