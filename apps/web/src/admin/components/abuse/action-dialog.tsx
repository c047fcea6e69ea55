import { ABUSE_ACTION_DECISION, ADMIN, ERROR_PARAMS } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import { useActOnAbuseCluster } from '../../api/act-on-abuse-cluster.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import type { AbuseAction } from '../../types.ts';
import { ReasonField } from '../kyc/reason-field.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DecisionFields, type ChosenCategory } from '../ui/decision-fields.tsx';

/** Actions that take something away from the accounts: the dialog is red. */
const TAKES_AWAY: AbuseAction[] = ['freeze_referrals', 'freeze_mining', 'ban'];

interface ActionDialogProps {
  clusterId: string;
  /** The action to confirm; null keeps the dialog closed. */
  action: AbuseAction | null;
  memberCount: number;
  onClose: () => void;
  onDone: (action: AbuseAction) => void;
}

/** Says what an action does, asks for its reason (kept in the history and the audit log), then applies it. */
export function ActionDialog({ clusterId, action, memberCount, onClose, onDone }: ActionDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const act = useActOnAbuseCluster();
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<ChosenCategory>('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  // A measure tells each member why (decision 061): a category of its kind and an optional note.
  const decisionKind = action ? ABUSE_ACTION_DECISION[action] : undefined;
  const reasonOk = reason.trim().length >= ADMIN.reasonMinLength;
  const categoryOk = !decisionKind || category !== '';
  const errors = useAdminFormErrors(act.error, {
    fields: ['reason', 'category'],
    client: {
      reason: checked && !reasonOk ? t('reason_required', { ns: 'errors', ...ERROR_PARAMS.reason_required }) : undefined,
      category: checked && !categoryOk ? t('required', { ns: 'errors' }) : undefined,
    },
  });

  const close = () => {
    setReason('');
    setCategory('');
    setNote('');
    setChecked(false);
    act.reset();
    onClose();
  };
  const confirm = () => {
    setChecked(true);
    if (!action || !reasonOk || !categoryOk) return;
    act.mutate(
      { clusterId, action, reason: reason.trim(), ...(decisionKind && category ? { category, ...(note.trim() ? { note: note.trim() } : {}) } : {}) },
      {
        onSuccess: () => {
          onDone(action);
          close();
        },
      },
    );
  };

  const shown = action ?? 'mark_legitimate';
  return (
    <ConfirmDialog
      open={action !== null}
      title={t(`abuse.actions.${shown}.title`)}
      confirmLabel={t(`abuse.actions.${shown}.confirm`)}
      tone={TAKES_AWAY.includes(shown) ? 'danger' : 'primary'}
      pending={act.isPending}
      error={errors.form}
      onConfirm={confirm}
      onCancel={close}
    >
      <p>{t(`abuse.actions.${shown}.text`)}</p>
      <p>{t('abuse.dialog.members', { members: t('abuse.count.members', { count: memberCount, n: formatNumber(memberCount, i18n.language, 0) }) })}</p>
      <ReasonField label={t('abuse.dialog.reason')} hint={t('abuse.dialog.reasonHint')} value={reason} error={errors.field('reason')} onChange={setReason} />
      {decisionKind ? (
        <DecisionFields kind={decisionKind} category={category} onCategory={setCategory} categoryError={errors.field('category')} note={{ value: note, onChange: setNote }} />
      ) : null}
    </ConfirmDialog>
  );
}
