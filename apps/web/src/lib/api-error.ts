/** One invalid field of a `validation_failed` answer. */
export interface FieldError {
  code: string;
  message: string;
}

/** An error answered by the API: `{ error: { code, message, details, requestId } }`. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;
  /** The server's id of the request (none when the answer never came), for a report to support. */
  readonly requestId: string | undefined;

  constructor(code: string, message: string, status: number, details?: unknown, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.requestId = requestId;
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
