import { useTranslation } from '#web/lib/use-translation.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';

interface Options {
  /** The inputs the form shows; a server error about any other field is shown for the whole form. */
  fields: readonly string[];
  /** Client-side checks, by field. */
  client?: Record<string, string | undefined>;
  /** Error codes that belong to one field (e.g. access_code_invalid → currentCode). */
  fieldOfCode?: Record<string, string>;
  /**
   * The form's own words for a failure the server did not explain (its internal error, or an
   * answer that is not one): "Erreur lors de la validation du code" rather than the generic text.
   */
  unexpected?: string;
}

/** A failure with nothing more precise to say than "it failed" (a lost connection says so instead). */
const isUnexpected = (error: unknown) => !isApiError(error) || error.code === 'internal_error' || (!error.message && error.code !== 'network_error');

/**
 * Splits a failed back-office call into messages under its fields and one for the whole form.
 * Messages come translated from the server (`validation_failed` details or the error message).
 */
export function useAdminFormErrors(error: unknown, { fields, client = {}, fieldOfCode = {}, unexpected }: Options) {
  const errorText = useApiErrorText();
  const { t } = useTranslation();
  const byField: Record<string, string | undefined> = { ...client };
  let form: string | undefined;
  if (error && unexpected && isUnexpected(error)) {
    form = unexpected;
  } else if (isApiError(error)) {
    const detailed = Object.entries(error.fieldErrors).filter(([name]) => fields.includes(name));
    for (const [name, fieldError] of detailed) byField[name] = fieldError.message || t('invalid_value', { ns: 'errors' });
    const field = fieldOfCode[error.code];
    if (field) byField[field] = errorText(error);
    else if (detailed.length === 0) form = errorText(error);
  } else if (error) {
    form = errorText(error);
  }
  return { field: (name: string) => byField[name], form };
}
