import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Banner } from '../../../components/banner';
import { BotCheckStatus } from '../../../components/bot-check-status';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Field } from '../../../components/field';
import { IconCheckCircle, IconTicket } from '../../../components/icons';
import { isApiError } from '../../../lib/api-error';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useRedeemBonusCode } from '../api/redeem-bonus-code';
import styles from './bonus-code-card.module.css';

/** Redeem a bonus code: the server's translated message tells what it gave or why it was refused. */
export function BonusCodeCard() {
  const { t } = useTranslation('growth');
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
  const error = empty ? t('bonus.required') : redeem.error ? (fieldError ?? errorText(redeem.error)) : undefined;
  return (
    <Card title={t('bonus.title')} icon={<IconTicket size={16} />}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>{t('bonus.lead')}</p>
        <div className={styles.row}>
          <Field
            className={styles.field}
            label={t('bonus.label')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase());
              setEmpty(false);
              if (redeem.isSuccess || redeem.isError) redeem.reset();
            }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            placeholder={t('bonus.placeholder')}
            error={error}
          />
          <Button type="submit" loading={redeem.isPending} className={styles.submit}>
            {t('bonus.submit')}
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
            {redeem.data.message || t('bonus.success')}
          </Banner>
        ) : null}
      </form>
    </Card>
  );
}
