import { ADMIN, APPEALS, ERROR_PARAMS } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { useAnswerAppeal } from '../../api/answer-appeal.ts';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors.ts';
import { ReasonField } from '../kyc/reason-field.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import styles from './appeals-page.module.css';

/** The answer the player reads, then upheld or overturned (confirmed: an overturn undoes the decision). */
export function AppealAnswer({ appealId }: { appealId: string }) {
  const { t } = useTranslation('admin-appeals');
  const answer = useAnswerAppeal();
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<'upheld' | 'overturned' | null>(null);
  const [checked, setChecked] = useState(false);
  const reasonOk = reason.trim().length >= ADMIN.reasonMinLength;
  const errors = useAdminFormErrors(answer.error, {
    fields: ['reason'],
    client: { reason: checked && !reasonOk ? t('reason_required', { ns: 'errors', ...ERROR_PARAMS.reason_required }) : undefined },
  });
  const ask = (chosen: 'upheld' | 'overturned') => {
    setChecked(true);
    answer.reset();
    if (reasonOk) setOutcome(chosen);
  };
  const confirm = () => {
    if (!outcome) return;
    answer.mutate({ id: appealId, outcome, reason: reason.trim() }, { onSettled: () => setOutcome(null) });
  };
  return (
    <div className={styles.block}>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <ReasonField label={t('answer.reason')} value={reason} error={errors.field('reason')} onChange={(value) => setReason(value.slice(0, APPEALS.answerMaxLength))} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => ask('upheld')}>
          {t('answer.uphold')}
        </Button>
        <Button variant="danger" onClick={() => ask('overturned')}>
          {t('answer.overturn')}
        </Button>
      </div>
      <ConfirmDialog
        open={outcome !== null}
        tone={outcome === 'overturned' ? 'danger' : 'primary'}
        title={t(outcome === 'overturned' ? 'answer.confirmOverturnTitle' : 'answer.confirmUpholdTitle')}
        confirmLabel={t('answer.confirm')}
        pending={answer.isPending}
        onConfirm={confirm}
        onCancel={() => setOutcome(null)}
      >
        {outcome === 'overturned' ? <p>{t('answer.confirmOverturnText')}</p> : null}
        <p>{reason.trim()}</p>
      </ConfirmDialog>
    </div>
  );
}
