import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/password-field';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import { IconAlert } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useDisableTotp } from '../api/disable-totp';
import styles from './two-step-card.module.css';

/** The password and a code: a session left open somewhere cannot turn the protection off. */
export function DisableTwoStepModal({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const { t } = useTranslation('two-step');
  const errorText = useApiErrorText();
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const formId = 'disable-two-step';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate({ password, code }, { onSuccess: onDisabled });
  };

  return (
    <Modal
      title={t('disable.title')}
      onClose={onClose}
      closeLabel={t('disable.close')}
      tone="warning"
      footer={
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('disable.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={disable.isPending} disabled={!password || !code.trim()}>
            {t('disable.submit')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.body} onSubmit={onSubmit} noValidate>
        <p className={styles.text}>{t('disable.text')}</p>
        <PasswordField label={t('disable.password')} name="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} data-autofocus />
        <OneTimeCodeField label={t('disable.code')} name="code" value={code} onChange={setCode} />
        {disable.error ? (
          <Banner tone="error" icon={<IconAlert />}>
            {errorText(disable.error)}
          </Banner>
        ) : null}
      </form>
    </Modal>
  );
}
