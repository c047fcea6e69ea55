/**
 * The errors an operation can answer (decision 064): those its route declares (schema.errors) and
 * those that follow from its properties, each where the code that answers it lives.
 */
import type { ErrorCode } from '@fre/domain';
import { statusOf } from '#server/lib/app-error.ts';
import { ALWAYS_OPEN } from './maintenance.ts';
import type { ErrorDeclaration, Requirement, RouteAccess } from './route-contract.ts';

export interface OperationFacts {
  method: string;
  url: string;
  access: RouteAccess;
  rateLimited: boolean;
  keyed: boolean;
  multipart: boolean;
  requirements: readonly Requirement[];
  declared: readonly ErrorDeclaration[];
}

const READS = new Set(['GET', 'HEAD']);

function implied(facts: OperationFacts): ErrorCode[] {
  const write = !READS.has(facts.method);
  const codes: ErrorCode[] = [
    // strict-query.ts refuses an unknown query parameter on every operation; the schemas the rest.
    'validation_failed',
    // error-handler.ts: the database unreachable or a bounded wait given up; anything unforeseen.
    'database_unavailable', 'database_busy', 'internal_error',
  ];
  if (facts.rateLimited) codes.push('rate_limited');
  if (write) {
    codes.push('payload_too_large', 'unsupported_media_type', 'commit_outcome_unknown');
    // origin-check.ts (cookie sessions only; Telegram sends no Origin) and maintenance.ts (admins pass).
    if (facts.access !== 'telegram-webhook') codes.push('origin_rejected');
    if (facts.access !== 'admin' && !ALWAYS_OPEN.has(facts.url)) codes.push('maintenance');
  }
  if (facts.access !== 'public') codes.push('unauthenticated');
  // composition/admin-area.ts: the role, then the gate (admin-gate.service.ts assertUnlocked).
  if (facts.access === 'admin') codes.push('forbidden', 'admin_locked', 'second_factor_setup_required');
  if (facts.requirements.includes('recent-reauthentication')) codes.push('reauthentication_required');
  if (facts.keyed) codes.push('request_in_progress', 'idempotency_key_reused');
  if (facts.multipart) codes.push('kyc_file_too_large');
  return codes;
}

/** Status → the codes answered with it, each once, in a stable order. */
export function errorsByStatus(facts: OperationFacts): Map<number, ErrorCode[]> {
  const pairs: { code: ErrorCode; status: number }[] = [
    ...implied(facts).map((code) => ({ code, status: statusOf(code) })),
    ...facts.declared.map((entry) => (typeof entry === 'string' ? { code: entry, status: statusOf(entry) } : entry)),
  ];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const { code, status } of pairs) {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [status, codes.sort()]));
}
