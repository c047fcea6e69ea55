import { ERROR_PARAMS, type PasskeyAuthenticationResponse } from '@fre/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { Field } from '#web/components/field.tsx';
import { OneTimeCodeField } from '#web/components/one-time-code-field.tsx';
import { IconArrowLeft, IconCheckCircle, IconSend } from '#web/components/icons.tsx';
import { isApiError } from '#web/lib/api-error.ts';
import { Fre } from '#web/components/fre.tsx';
import { TextWithAmounts } from '#web/components/text-with-amounts.tsx';
import { formatBalance } from '#web/lib/format.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { amountInputValue, parseAmount } from '../amount.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import styles from './withdrawal-form.module.css';

/** "Confirm with a passkey", composed by the app (the account's): `onConfirmed` gets the answer to send. */
export type PasskeyConfirmSlot = (props: { onConfirmed: (passkey: PasskeyAuthenticationResponse) => void; disabled: boolean }) => ReactNode;

interface WithdrawalFormProps {
  balance: string;
  minimum: string;
  wallet: string | null;
  maxDelayHours: number;
  /** Every condition of the checklist is met. */
  eligible: boolean;
  passkeyConfirm?: PasskeyConfirmSlot;
}

/** The amount (language format, with a "max" button), a confirmation step, then the request. */
export function WithdrawalForm({ balance, minimum, wallet, maxDelayHours, eligible, passkeyConfirm }: WithdrawalFormProps) {
  const { t, i18n } = useTranslation(['withdrawals', 'web']);
  const errorText = useApiErrorText();
  const create = useCreateWithdrawal();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  // Asked for once the server says the account has two-step sign-in on; that answer is not an error to show.
  const [askCode, setAskCode] = useState(false);
  const codeAsked = isApiError(create.error) && create.error.code === 'second_factor_required';
  const fre = (nano: bigint | string) => t('web:units.fre', { amount: formatBalance(nano, i18n.language) });

  const parsed = parseAmount(text, i18n.language);
  const clientError = !parsed
    ? t('invalid_amount', { ns: 'errors', ...ERROR_PARAMS.invalid_amount })
    : parsed < BigInt(minimum)
      ? t('form.belowMinimum', { minimum: fre(minimum) })
      : parsed > BigInt(balance)
        ? t('insufficient_balance', { ns: 'errors' })
        : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSent(null);
    create.reset();
    if (!clientError) setConfirming(true);
  };

  const onConfirm = (passkey?: PasskeyAuthenticationResponse) => {
    if (!parsed) return;
    create.mutate({ amount: parsed.toString(), otp: askCode && !passkey ? otp.trim() : undefined, passkey }, {
      onSuccess: () => {
        setSent(fre(parsed));
        setText('');
        setChecked(false);
        setConfirming(false);
        setOtp('');
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'second_factor_required') setAskCode(true);
      },
    });
  };

  if (confirming && parsed) {
    return (
      <Card title={t('confirm.title')} icon={<IconSend size={18} />}>
        <div className={styles.confirm}>
          <p className={styles.confirmAmount}>
            <Fre nano={parsed} fit />
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('confirm.to')}</dt>
              <dd className={styles.wallet}>{wallet}</dd>
            </div>
            <div>
              <dt>{t('confirm.after')}</dt>
              <dd className="tabular">
                <Fre nano={BigInt(balance) - parsed} />
              </dd>
            </div>
            <div>
              <dt>{t('confirm.delay')}</dt>
              <dd>{t('confirm.delayValue', { hours: maxDelayHours })}</dd>
            </div>
          </dl>
          <p className={styles.note}>{t('confirm.note')}</p>
          {askCode ? (
            <>
              <p className={styles.note}>{t('auth.twoStep.withdrawalText', { ns: 'web' })}</p>
              <OneTimeCodeField label={t('auth.twoStep.codeOrRecovery', { ns: 'web' })} name="otp" required={false} autoFocus value={otp} onChange={setOtp} />
              {passkeyConfirm?.({ onConfirmed: onConfirm, disabled: create.isPending })}
            </>
          ) : null}
          {create.error && !codeAsked ? (
            <ErrorBanner>
              {errorText(create.error)}
            </ErrorBanner>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" size="lg" icon={<IconArrowLeft />} disabled={create.isPending} onClick={() => setConfirming(false)}>
              {t('confirm.back')}
            </Button>
            <Button size="lg" icon={<IconSend />} loading={create.isPending} disabled={askCode && !otp.trim()} onClick={() => onConfirm()}>
              {t('confirm.submit')}
            </Button>
          </div>
        </div>
      </Card>
    );
  }

  return (
    <Card title={t('form.title')} icon={<IconSend size={18} />}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {sent ? (
          <Banner tone="success" icon={<IconCheckCircle />}>
            {t('form.sent', { amount: sent, hours: maxDelayHours })}
          </Banner>
        ) : null}
        <div className={styles.amountRow}>
          <Field
            className={styles.amount}
            label={t('form.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={amountInputValue(BigInt(minimum), i18n.language)}
            value={text}
            disabled={!eligible}
            error={checked ? clientError : undefined}
            hint={
              <TextWithAmounts
                text={(low, owned) => t('form.hint', { minimum: t('web:units.fre', { amount: low }), balance: t('web:units.fre', { amount: owned }) })}
                amounts={[formatBalance(minimum, i18n.language), formatBalance(balance, i18n.language)]}
              />
            }
            onChange={(event) => setText(event.target.value)}
          />
          <Button variant="secondary" className={styles.max} disabled={!eligible} onClick={() => setText(amountInputValue(BigInt(balance), i18n.language))}>
            {t('form.max')}
          </Button>
        </div>
        {!eligible ? <p className={styles.note}>{t('form.locked')}</p> : null}
        <Button type="submit" size="lg" block disabled={!eligible}>
          {t('form.review')}
        </Button>
      </form>
    </Card>
  );
}
