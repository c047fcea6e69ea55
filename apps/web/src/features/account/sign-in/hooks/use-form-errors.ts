import { useTranslation } from '#web/lib/use-translation.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';

/** Error codes that belong to one field of the auth forms. */
const FIELD_OF_CODE: Record<string, string> = {
  nickname_taken: 'nickname',
  nickname_invalid: 'nickname',
  email_in_use: 'email',
  invalid_email: 'email',
  weak_password: 'password',
  password_mismatch: 'confirmPassword',
  referral_code_invalid: 'referralCode',
};

/**
 * Splits a failed submit into messages under each field (validation_failed details, or a code
 * that names a field) and one message for the whole form.
 */
export function useFormErrors(error: unknown, clientErrors: Record<string, string | undefined> = {}) {
  const errorText = useApiErrorText();
  const { t } = useTranslation();
  const fields: Record<string, string | undefined> = { ...clientErrors };
  let form: string | undefined;
  if (isApiError(error)) {
    const detailed = Object.entries(error.fieldErrors);
    for (const [name, fieldError] of detailed) fields[name] = fieldError.message || t('invalid_value', { ns: 'errors' });
    const field = FIELD_OF_CODE[error.code];
    if (field) fields[field] = error.message || t('common.genericError');
    else if (detailed.length === 0) form = errorText(error);
  } else if (error) {
    form = errorText(error);
  }
  return { field: (name: string) => fields[name], form };
}
