import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { PasswordField } from '#web/components/password-field.tsx';
import { OneTimeCodeField } from '#web/components/one-time-code-field.tsx';
import { Modal } from '#web/components/modal.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { telegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { OpenInTelegramNotice } from '#web/features/account/reauthentication/components/open-in-telegram-notice.tsx';
import { TelegramRefusalBanner } from '#web/features/account/reauthentication/components/telegram-refusal-banner.tsx';
import { proofWay, telegramRefusal } from '#web/features/account/reauthentication/telegram-proof.ts';
import { useDisableTotp } from '../api/disable-totp.ts';
import content from '#web/components/card-content.module.css';
import styles from './two-step-card.module.css';

/**
 * The password and a code: a session left open somewhere cannot turn the protection off. An
 * account made in Telegram has no password: inside Telegram the launch's signed data stands for it
 * (decision 045); in a browser it is told how to do this instead.
 */
export function DisableTwoStepModal({ onClose, onDisabled }: { onClose: () => void; onDisabled: () => void }) {
  const { t } = useTranslation('two-step');
  const errorText = useApiErrorText();
  const { data: user } = useUser();
  const disable = useDisableTotp();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const formId = 'disable-two-step';
  const launch = telegramLaunch();
  // The user is read before the Security page shows; until then, the usual password form.
  const via = proofWay(user?.hasPassword ?? true, launch);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (via === 'telegram' && launch) disable.mutate({ telegram: launch.initData, code }, { onSuccess: onDisabled });
    else if (via === 'password') disable.mutate({ password, code }, { onSuccess: onDisabled });
  };
  const proved = via === 'telegram' || password !== '';

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
          {via ? (
            <Button type="submit" form={formId} variant="danger" loading={disable.isPending} disabled={!proved || !code.trim()}>
              {t('disable.submit')}
            </Button>
          ) : null}
        </div>
      }
    >
      {via ? (
        <form id={formId} className={content.body} onSubmit={onSubmit} noValidate>
          <p className={content.intro}>{t(via === 'telegram' ? 'disable.telegramText' : 'disable.text')}</p>
          {via === 'password' ? (
            <PasswordField label={t('disable.password')} name="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} data-autofocus />
          ) : null}
          <OneTimeCodeField label={t('disable.code')} name="code" value={code} onChange={setCode} data-autofocus={via === 'telegram' ? true : undefined} />
          <TelegramRefusalBanner error={disable.error} />
          {disable.error && !telegramRefusal(disable.error) ? (
            <ErrorBanner>
              {errorText(disable.error)}
            </ErrorBanner>
          ) : null}
        </form>
      ) : (
        <OpenInTelegramNotice text={t('disable.openInTelegram')} onLeave={onClose} />
      )}
    </Modal>
  );
}
