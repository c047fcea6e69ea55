import { ADMIN, ERROR_PARAMS } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Field } from '#web/components/field.tsx';
import { formatBalance } from '#web/lib/format.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { ReasonField } from '../kyc/reason-field.tsx';
import { DecisionFields, type ChosenCategory } from '../ui/decision-fields.tsx';
import type { AdminWithdrawal } from '../../api/get-admin-withdrawals.ts';
import { useDecideWithdrawal, type WithdrawalDecision } from '../../api/decide-withdrawal.ts';
import styles from './decision-dialog.module.css';

const TX_HASH = /^[A-Za-z0-9+/=_-]{20,100}$/;
/** The translation key of each decision's texts (withdrawals.dialog.<key>). */
const KEYS = { approve: 'approve', reject: 'reject', mark_paid: 'markPaid', retry_payout: 'retryPayout', refund: 'refund' } as const satisfies Record<WithdrawalDecision, string>;

interface DecisionDialogProps {
  item: AdminWithdrawal;
  decision: WithdrawalDecision | null;
  onClose: () => void;
}

/** Confirms one decision; a refusal or a refund needs a reason for the player, a payment its transaction hash. */
export function DecisionDialog({ item, decision, onClose }: DecisionDialogProps) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const decide = useDecideWithdrawal();
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<ChosenCategory>('');
  const [txHash, setTxHash] = useState('');
  const [checked, setChecked] = useState(false);
  const needsReason = decision === 'reject' || decision === 'refund';
  const reasonOk = reason.trim().length >= ADMIN.reasonMinLength;
  const hashOk = TX_HASH.test(txHash.trim());
  const errors = useAdminFormErrors(decide.error, {
    fields: ['reason', 'txHash', 'category'],
    client: checked
      ? {
          reason: needsReason && !reasonOk ? t('reason_required', { ns: 'errors', ...ERROR_PARAMS.reason_required }) : undefined,
          category: decision === 'reject' && category === '' ? t('required', { ns: 'errors' }) : undefined,
          txHash: decision === 'mark_paid' && !hashOk ? t('dialog.txHashInvalid') : undefined,
        }
      : {},
  });
  const amount = t('fre', { amount: formatBalance(item.amount, i18n.language) });

  const close = () => {
    setChecked(false);
    setReason('');
    setCategory('');
    setTxHash('');
    decide.reset();
    onClose();
  };
  const confirm = () => {
    setChecked(true);
    if ((needsReason && !reasonOk) || (decision === 'mark_paid' && !hashOk) || (decision === 'reject' && category === '') || !decision) return;
    decide.mutate(
      {
        id: item.id,
        decision,
        ...(needsReason ? { reason: reason.trim() } : {}),
        ...(decision === 'reject' && category ? { category } : {}),
        ...(decision === 'mark_paid' ? { txHash: txHash.trim() } : {}),
      },
      { onSuccess: close },
    );
  };

  const key = KEYS[decision ?? 'approve'];
  return (
    <ConfirmDialog
      open={decision !== null}
      title={t(`dialog.${key}.title`, { amount, nickname: item.nickname })}
      confirmLabel={t(`dialog.${key}.confirm`)}
      tone={needsReason ? 'danger' : 'primary'}
      pending={decide.isPending}
      error={errors.form}
      onConfirm={confirm}
      onCancel={close}
    >
      <p>{t(`dialog.${key}.text`, { amount, nickname: item.nickname })}</p>
      <p className={styles.wallet}>
        {t('dialog.wallet', { wallet: item.walletAddress })}
      </p>
      {needsReason ? (
        <ReasonField
          label={t(decision === 'refund' ? 'dialog.refund.reasonLabel' : 'dialog.reasonLabel')}
          hint={t(decision === 'refund' ? 'dialog.refund.reasonHint' : 'dialog.reasonHint')}
          value={reason}
          error={errors.field('reason')}
          onChange={setReason}
        />
      ) : null}
      {decision === 'reject' ? <DecisionFields kind="withdrawal_rejection" category={category} onCategory={setCategory} categoryError={errors.field('category')} /> : null}
      {decision === 'mark_paid' ? (
        <Field
          label={t('dialog.txHashLabel')}
          hint={t('dialog.txHashHint')}
          autoComplete="off"
          spellCheck={false}
          value={txHash}
          error={errors.field('txHash')}
          onChange={(event) => setTxHash(event.target.value)}
        />
      ) : null}
    </ConfirmDialog>
  );
}
