import { BONUS_CODE } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner } from '#web/components/banner.tsx';
import { BotCheckStatus } from '#web/components/bot-check-status.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle, IconTicket } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useRedeemBonusCode } from '../api/redeem-bonus-code.ts';
import styles from './bonus-code-card.module.css';

/**
 * An answer that says nothing about the code (a server fault, a reply without a message): the original's
 * "Une erreur est survenue lors de l'utilisation du code." rather than the generic text. Network
 * and busy answers keep their own texts, which say to retry.
 */
const failedUnexpectedly = (error: unknown) => !isApiError(error) || error.code === 'internal_error' || (!error.message && error.code !== 'network_error');

/** Redeem a bonus code: the server's translated message tells what it gave or why it was refused. */
export function BonusCodeCard() {
  const { t } = useTranslation('bonus-codes');
  const { t: tWeb } = useTranslation();
  const errorText = useApiErrorText();
  const { mutation: redeem, challenge } = useRedeemBonusCode();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(!trimmed);
    if (!trimmed) return;
    redeem.mutate(trimmed, { onSuccess: () => setCode('') });
  };
  const fieldError = isApiError(redeem.error) ? redeem.error.fieldErrors.code?.message : undefined;
  const failure = (failed: unknown) => (failedUnexpectedly(failed) ? tWeb('bonus_code_failed', { ns: 'errors' }) : errorText(failed));
  const error = empty ? t('required') : redeem.error ? (fieldError ?? failure(redeem.error)) : undefined;
  return (
    <Card title={t('title')} icon={<IconTicket size={16} />}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.row}>
          <Field
            className={styles.field}
            label={t('label')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase());
              setEmpty(false);
              if (redeem.isSuccess || redeem.isError) redeem.reset();
            }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={BONUS_CODE.maxLength}
            placeholder={t('placeholder')}
            error={error}
          />
          <Button type="submit" loading={redeem.isPending} className={styles.submit}>
            {t('submit')}
          </Button>
        </div>
        {/* Below the row: in the button, the words would squeeze the field. Read out by the status. */}
        {challenge.solving ? (
          <p className={styles.lead} aria-hidden="true">
            {tWeb('common.botCheck')}
          </p>
        ) : null}
        <BotCheckStatus solving={challenge.solving} />
        {redeem.isSuccess ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {redeem.data.message || t('success')}
          </Banner>
        ) : null}
      </form>
    </Card>
  );
}
