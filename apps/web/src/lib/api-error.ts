/** One invalid field of a `validation_failed` answer. */
export interface FieldError {
  code: string;
  message: string;
}

/** An error answered by the API: `{ error: { code, message, details } }`. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor(code: string, message: string, status: number, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** Per-field errors of a `validation_failed` answer (`details.fields`), else an empty map. */
  get fieldErrors(): Record<string, FieldError> {
    const fields = (this.details as { fields?: unknown } | undefined)?.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, FieldError>) : {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
