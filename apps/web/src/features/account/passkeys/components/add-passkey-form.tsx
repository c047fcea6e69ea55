import { ACCOUNT, HOUR_MS, PASSKEYS } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconAlert, IconCheckCircle } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useAddPasskey } from '../api/add-passkey.ts';
import { ceremonyFailure } from '../lib/webauthn.ts';
import { IconPlus } from './icon-plus.tsx';
import { deviceNameGuess } from './device-name-guess.ts';
import styles from './passkeys-card.module.css';

/** A name first, then the browser's own dialog (fingerprint, face, device code or a security key). */
export function AddPasskeyForm() {
  const { t } = useTranslation('passkeys');
  const errorText = useApiErrorText();
  const add = useAddPasskey();
  const [name, setName] = useState(deviceNameGuess);
  const [nameError, setNameError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('add.nameRequired'));
    setNameError(undefined);
    add.mutate(trimmed);
  };

  const failure = add.error ? ceremonyFailure(add.error) : null;
  return (
    <form className={styles.add} onSubmit={submit} noValidate>
      <Field
        label={t('add.name')}
        hint={t('add.hint')}
        maxLength={PASSKEYS.nameMaxLength}
        autoComplete="off"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (add.isSuccess || add.isError) add.reset();
        }}
        error={nameError}
      />
      {add.isSuccess ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('add.done', { name: add.data.name, hours: ACCOUNT.credentialChangeWithdrawalPauseMs / HOUR_MS })}
        </Banner>
      ) : null}
      {add.error ? (
        <Banner tone={failure === 'cancelled' ? 'warning' : 'error'} icon={<IconAlert />}>
          {failure ? t(`failure.${failure}`) : errorText(add.error)}
        </Banner>
      ) : null}
      <Button type="submit" variant="secondary" block icon={<IconPlus />} loading={add.isPending}>
        {t('add.submit')}
      </Button>
    </form>
  );
}
