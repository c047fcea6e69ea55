import { ADMIN, ERROR_PARAMS, FRE_DECIMALS } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Field } from '#web/components/field.tsx';
import { IconCheckCircle } from '#web/components/icons.tsx';
import { formatBalance, formatNumber, parseTypedNano } from '#web/lib/format.ts';
import { useAdjustBalance } from '../../api/adjust-balance.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import type { AdjustBalanceResult, AdminUserSummary } from '../../types.ts';
import { Amount } from '../ui/amount.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Segmented } from '../ui/segmented.tsx';
import styles from './adjust-balance-form.module.css';

type Direction = 'credit' | 'debit';
/** An amount typed in the language's format → nano-FRE; null unless positive with at most 9 decimals. */
function parsePositiveFre(text: string, language: string): bigint | null {
  const nano = parseTypedNano(text, language);
  return nano !== null && nano > 0n ? nano : null;
}

/**
 * Credits or debits the account with a mandatory reason (one ledger row and one audit entry,
 * decisions 067 and 070). The operator reviews the change and the resulting balance in a dialog before it is sent.
 */
export function AdjustBalanceForm({ user }: { user: Pick<AdminUserSummary, 'id' | 'nickname' | 'balance'> }) {
  const { t, i18n } = useTranslation('admin');
  const adjust = useAdjustBalance();
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [done, setDone] = useState<{ result: AdjustBalanceResult; signed: bigint } | null>(null);

  const nano = parsePositiveFre(amount, i18n.language);
  const signed = nano === null ? null : direction === 'credit' ? nano : -nano;
  const reasonOk = reason.trim().length >= ADMIN.reasonMinLength;
  const errors = useAdminFormErrors(adjust.error, {
    fields: ['amount', 'reason'],
    client: checked
      ? { amount: nano === null ? t('invalid_amount', { ns: 'errors', ...ERROR_PARAMS.invalid_amount }) : undefined, reason: reasonOk ? undefined : t('reason_required', { ns: 'errors', ...ERROR_PARAMS.reason_required }) }
      : {},
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setDone(null);
    adjust.reset();
    if (signed !== null && reasonOk) setReviewing(true);
  };

  const onConfirm = () => {
    if (signed === null) return;
    adjust.mutate(
      { userId: user.id, amount: signed.toString(), reason: reason.trim() },
      {
        onSuccess: (result) => {
          setDone({ result, signed });
          setAmount('');
          setReason('');
          setChecked(false);
        },
        onSettled: () => setReviewing(false),
      },
    );
  };

  const after = signed === null ? null : BigInt(user.balance) + signed;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="adjust-title">
      <h3 id="adjust-title" className={styles.title}>
        {t('users.adjust.title')}
      </h3>
      {done ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('users.adjust.done', {
            amount: `${done.signed > 0n ? '+' : ''}${formatBalance(done.signed, i18n.language)}`,
            balance: formatBalance(done.result.balance, i18n.language),
          })}
        </Banner>
      ) : null}
      <ErrorBanner>{errors.form}</ErrorBanner>
      <Segmented<Direction>
        label={t('users.adjust.direction')}
        value={direction}
        onChange={setDirection}
        options={[
          { value: 'credit', label: t('users.adjust.credit') },
          { value: 'debit', label: t('users.adjust.debit') },
        ]}
      />
      <div className={styles.fields}>
        <Field
          label={t('users.adjust.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatNumber(12.5, i18n.language, 1)}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={t('users.adjust.amountHint', { decimals: FRE_DECIMALS })}
          error={errors.field('amount')}
        />
        <Field
          label={t('users.adjust.reason')}
          autoComplete="off"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          hint={t('users.adjust.reasonHint')}
          error={errors.field('reason')}
        />
      </div>
      <Button type="submit" variant={direction === 'debit' ? 'danger' : 'primary'}>
        {t('users.adjust.review')}
      </Button>

      <ConfirmDialog
        open={reviewing}
        title={direction === 'credit' ? t('users.adjust.confirmCredit', { nickname: user.nickname }) : t('users.adjust.confirmDebit', { nickname: user.nickname })}
        confirmLabel={direction === 'credit' ? t('users.adjust.confirmCreditButton') : t('users.adjust.confirmDebitButton')}
        tone={direction === 'debit' ? 'danger' : 'primary'}
        pending={adjust.isPending}
        onConfirm={onConfirm}
        onCancel={() => setReviewing(false)}
      >
        <dl className={styles.summary}>
          <div>
            <dt>{t('users.adjust.amount')}</dt>
            <dd>{signed === null ? null : <Amount nano={signed} signed />}</dd>
          </div>
          <div>
            <dt>{t('users.adjust.balanceNow')}</dt>
            <dd>
              <Amount nano={user.balance} />
            </dd>
          </div>
          <div>
            <dt>{t('users.adjust.balanceAfter')}</dt>
            <dd>{after !== null && after >= 0n ? <Amount nano={after} /> : <span className={styles.negative}>{t('users.adjust.belowZero')}</span>}</dd>
          </div>
          <div className={styles.summaryReason}>
            <dt>{t('users.adjust.reason')}</dt>
            <dd>{reason.trim()}</dd>
          </div>
        </dl>
        <p>{t('users.adjust.traced')}</p>
      </ConfirmDialog>
    </form>
  );
}
