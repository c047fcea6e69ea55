import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_PARAMS, IDEMPOTENCY, IDEMPOTENT_REPLAYED_HEADER, type ErrorCode } from '@fre/domain';
import { t } from '#server/lib/i18n.ts';
import { CommitOutcomeUnknownError, isConnectionError } from '#server/db/connection-errors.ts';
import { busyReason } from '#server/db/database-busy.ts';
import { AppError } from '#server/lib/app-error.ts';
import { ReplayedAnswer } from '#server/lib/replayed-answer.ts';
import { requestLanguage } from './language.ts';
import { setRetryAfter } from './retry-after.ts';

const FIELD_CODES = new Set(['weak_password', 'password_mismatch', 'invalid_email', 'nickname_invalid', 'telegram_invalid', 'referral_code_invalid', 'required', 'access_code_too_short', 'invalid_amount', 'invalid_nano_amount', 'reason_required', 'bonus_code_format', 'message_too_short', 'challenge_invalid']);

interface FieldIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: { input?: unknown; keys?: string[] };
}

function fieldCode(issue: FieldIssue): string {
  if (issue.message && FIELD_CODES.has(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_type' && issue.params?.input === undefined) return 'required';
  return 'invalid_value';
}

/** Field errors raised by services carry a code only; they get their text here, in the request's language. */
function withFieldMessages(language: ReturnType<typeof requestLanguage>, details: unknown): unknown {
  const fields = (details as { fields?: Record<string, { code: string; message?: string }> } | undefined)?.fields;
  if (!fields) return details;
  const translated = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { code: field.code, message: field.message ?? t('errors', language, field.code, ERROR_PARAMS[field.code]) }]));
  return { ...(details as object), fields: translated };
}

interface ErrorOptions {
  params?: Record<string, string | number>;
  details?: unknown;
  messageKey?: string | undefined;
  retryAfterSeconds?: number | undefined;
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, options: ErrorOptions = {}) {
  const language = requestLanguage(request);
  const message = t('errors', language, options.messageKey ?? code, { ...ERROR_PARAMS[code], ...options.params });
  const details = withFieldMessages(language, options.details);
  if (status === 429 || status === 503) setRetryAfter(reply, code, options.retryAfterSeconds);
  // The request id (also in X-Request-Id and in every log line of the request) lets a report be found in the logs.
  return reply.status(status).send({ error: { code, message, ...(details === undefined ? {} : { details }), requestId: request.id } });
}

function validationDetails(request: FastifyRequest, issues: FieldIssue[]) {
  const language = requestLanguage(request);
  const fields: Record<string, { code: string; message: string }> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || '_';
    if (fields[field]) continue;
    const code = issue.keyword === 'unrecognized_keys' ? 'invalid_value' : fieldCode(issue);
    const name = issue.keyword === 'unrecognized_keys' ? (issue.params?.keys?.[0] ?? field) : field;
    fields[name] = { code, message: t('errors', language, code, ERROR_PARAMS[code]) };
  }
  return { fields };
}

/** Every failure leaves as {"error":{code,message,details?,requestId}} in the request's language; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ReplayedAnswer) return reply.status(error.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(error.body);
    // The first request with this key is still running: its answer will be there in a moment.
    if (error instanceof AppError && error.code === 'request_in_progress') void reply.header('retry-after', String(IDEMPOTENCY.retryAfterSeconds));
    if (error instanceof AppError) return sendError(request, reply, error.status, error.code, { params: error.params, details: error.details, messageKey: error.messageKey, retryAfterSeconds: error.retryAfterSeconds });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, 400, 'validation_failed', { details: validationDetails(request, error.validation as unknown as FieldIssue[]) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(request, reply, 413, 'payload_too_large');
      case 'FST_REQ_FILE_TOO_LARGE':
        return sendError(request, reply, 413, 'kyc_file_too_large');
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return sendError(request, reply, 400, 'validation_failed');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(request, reply, 415, 'unsupported_media_type');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendError(request, reply, 400, 'validation_failed', { details: { fields: { _: { code: 'invalid_value', message: t('errors', requestLanguage(request), 'invalid_value') } } } });
    }
    if (error.statusCode === 429) return sendError(request, reply, 429, 'rate_limited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, error.statusCode, error.statusCode === 404 ? 'not_found' : 'validation_failed');
    }
    if (error instanceof CommitOutcomeUnknownError) {
      // The COMMIT may have landed (decision 055): never "nothing happened". The retry under the
      // request's Idempotency-Key replays the answer if it did, applies it once if it did not.
      request.log.warn({ cause: error.cause instanceof Error ? error.cause.message : String(error.cause) }, 'connection lost during COMMIT');
      return sendError(request, reply, 503, 'commit_outcome_unknown');
    }
    const busy = busyReason(error);
    if (busy) {
      // Bounded waits (decision 038): the request gave up instead of holding its connection.
      request.log.warn({ reason: busy }, 'database busy');
      return sendError(request, reply, 503, 'database_busy');
    }
    if (isConnectionError(error)) {
      // One line, no stack: during an outage every request says the same thing.
      request.log.warn({ cause: error instanceof Error ? error.message : String(error) }, 'database unreachable');
      return sendError(request, reply, 503, 'database_unavailable');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'internal_error');
  });
}

/** A validation failure found outside a route schema (e.g. multipart fields), in the same format. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string; code: string; input?: unknown }[]): AppError {
  const fields: Record<string, { code: string }> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '_');
    if (!fields[name]) fields[name] = { code: fieldCode({ instancePath: `/${name}`, keyword: issue.code, message: issue.message, params: { input: issue.input } }) };
  }
  return new AppError('validation_failed', {}, { fields });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 404, 'not_found');
}
