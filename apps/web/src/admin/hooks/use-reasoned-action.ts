import { ADMIN, ERROR_PARAMS } from '@fre/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useAdminFormErrors } from './use-admin-form-errors.ts';

/**
 * A back-office action on an account that needs a written reason, then a confirmation (ban, lift
 * the ban, reset two-step sign-in): the reason's state and check, the dialog's state, and the
 * mutate options that clear the form once the action is done.
 */
export function useReasonedAction(mutation: { error: unknown; reset: () => void }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reasonOk = reason.trim().length >= ADMIN.reasonMinLength;
  const errors = useAdminFormErrors(mutation.error, {
    fields: ['reason'],
    client: { reason: checked && !reasonOk ? t('reason_required', { ns: 'errors', ...ERROR_PARAMS.reason_required }) : undefined },
  });
  return {
    reason,
    setReason,
    errors,
    confirming,
    cancel: () => setConfirming(false),
    /** The form's submit: checks the reason, then asks for confirmation. */
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      mutation.reset();
      if (reasonOk) setConfirming(true);
    },
    settle: {
      onSuccess: () => {
        setReason('');
        setChecked(false);
      },
      onSettled: () => setConfirming(false),
    },
  };
}
