import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/field';
import { formatBalance } from '../../../../lib/format';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ReasonField } from '../kyc/reason-field';
import type { AdminWithdrawal } from './api/get-admin-withdrawals';
import { useDecideWithdrawal, type WithdrawalDecision } from './api/decide-withdrawal';
import styles from './decision-dialog.module.css';

const TX_HASH = /^[A-Za-z0-9+/=_-]{20,100}$/;
const REASON_MIN = 3;

interface DecisionDialogProps {
  item: AdminWithdrawal;
  decision: WithdrawalDecision | null;
  onClose: () => void;
}

/** Confirms one decision; a refusal needs a reason, a payment its transaction hash. */
export function DecisionDialog({ item, decision, onClose }: DecisionDialogProps) {
  const { t, i18n } = useTranslation('admin-cashout');
  const decide = useDecideWithdrawal();
  const [reason, setReason] = useState('');
  const [txHash, setTxHash] = useState('');
  const [checked, setChecked] = useState(false);
  const reasonOk = reason.trim().length >= REASON_MIN;
  const hashOk = TX_HASH.test(txHash.trim());
  const errors = useAdminFormErrors(decide.error, {
    fields: ['reason', 'txHash'],
    client: checked
      ? {
          reason: decision === 'reject' && !reasonOk ? t('reason_required', { ns: 'errors' }) : undefined,
          txHash: decision === 'mark_paid' && !hashOk ? t('withdrawals.dialog.txHashInvalid') : undefined,
        }
      : {},
  });
  const amount = t('withdrawals.fre', { amount: formatBalance(item.amount, i18n.language) });

  const close = () => {
    setChecked(false);
    setReason('');
    setTxHash('');
    decide.reset();
    onClose();
  };
  const confirm = () => {
    setChecked(true);
    if ((decision === 'reject' && !reasonOk) || (decision === 'mark_paid' && !hashOk) || !decision) return;
    decide.mutate(
      {
        id: item.id,
        decision,
        ...(decision === 'reject' ? { reason: reason.trim() } : {}),
        ...(decision === 'mark_paid' ? { txHash: txHash.trim() } : {}),
      },
      { onSuccess: close },
    );
  };

  const key = decision === 'mark_paid' ? 'markPaid' : (decision ?? 'approve');
  return (
    <ConfirmDialog
      open={decision !== null}
      title={t(`withdrawals.dialog.${key}.title`, { amount, nickname: item.nickname })}
      confirmLabel={t(`withdrawals.dialog.${key}.confirm`)}
      tone={decision === 'reject' ? 'danger' : 'primary'}
      pending={decide.isPending}
      error={errors.form}
      onConfirm={confirm}
      onCancel={close}
    >
      <p>{t(`withdrawals.dialog.${key}.text`, { amount, nickname: item.nickname })}</p>
      <p className={styles.wallet}>
        {t('withdrawals.dialog.wallet', { wallet: item.walletAddress })}
      </p>
      {decision === 'reject' ? (
        <ReasonField label={t('withdrawals.dialog.reasonLabel')} hint={t('withdrawals.dialog.reasonHint')} value={reason} error={errors.field('reason')} onChange={setReason} />
      ) : null}
      {decision === 'mark_paid' ? (
        <Field
          label={t('withdrawals.dialog.txHashLabel')}
          hint={t('withdrawals.dialog.txHashHint')}
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
