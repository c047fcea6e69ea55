import { ACCOUNT, type CredentialKind } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';
import { sendSecurityNotice, type NoticeRecipient } from '#server/modules/account/sessions/security-notices.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { CREDENTIAL_RULES, type CredentialChange } from './credential-rules.ts';
import { pauseWithdrawals } from './credentials.repository.ts';

export interface CredentialChangeRecord {
  user: Pick<UserRow, 'id' | 'email'>;
  kind: CredentialKind;
  change: CredentialChange;
  /** What names it in the audit log: a wallet's address, a passkey's name, a Telegram id. */
  label?: string | null | undefined;
  /** More for the audit row (a wallet's contract version). */
  detail?: Record<string, string>;
  ip: string | null;
}

/**
 * A credential changed (decision 048): in the change's own transaction, its audit row and the hold
 * on withdrawals, so that neither can be missing from a change that committed. Returns the end of
 * the hold, for the notice that follows the commit (announceCredentialChange).
 */
export async function recordCredentialChange(ctx: AppContext, tx: Queryable, record: CredentialChangeRecord): Promise<Date> {
  await appendAudit(tx, {
    actorId: record.user.id,
    actorLabel: record.user.email,
    action: `credential_${record.change}`,
    targetType: 'credential',
    targetId: record.kind,
    after: record.label || record.detail ? { ...(record.label ? { label: record.label } : {}), ...record.detail } : undefined,
    ip: record.ip,
    now: ctx.clock.now(),
  });
  return holdWithdrawals(ctx, tx, record.user.id, record.kind);
}

/**
 * The hold alone, for a change made by an administrator, whose own audit row says who and why
 * (support's reset of an app code): the player's money waits as after any other change.
 */
export async function holdWithdrawals(ctx: AppContext, tx: Queryable, userId: string, kind: CredentialKind): Promise<Date> {
  const until = new Date(ctx.clock.now().getTime() + ACCOUNT.credentialChangeWithdrawalPauseMs);
  await pauseWithdrawals(tx, userId, kind, until);
  return until;
}

/**
 * After the commit: the notice of the change, by email and by the bot (security-notices.ts), with the
 * hold it started. `to` is the account as it was when the owner could still be reached: before an
 * unlink, so that the Telegram account or address that was removed hears of it.
 */
export async function announceCredentialChange(
  ctx: AppContext,
  to: NoticeRecipient,
  kind: CredentialKind,
  change: CredentialChange,
  pausedUntil: Date,
  details: Record<string, string> = {},
): Promise<void> {
  const notice = CREDENTIAL_RULES[kind].notices[change];
  if (notice) await sendSecurityNotice(ctx, to, notice, details, pausedUntil);
}
