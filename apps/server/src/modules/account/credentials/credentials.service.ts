import type { Credential, CredentialsResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { listPasskeys } from '#server/modules/account/passkeys/passkeys.repository.ts';
import { linkedTelegram, type UserRow } from '#server/modules/users/user-row.ts';
import { findCredentialDates } from './credentials.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the Security page lists (decision 048): each credential the account has, with its date. */
export function createCredentialsService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    async list(user: UserRow): Promise<CredentialsResponse> {
      const [dates, passkeys] = await Promise.all([findCredentialDates(db, user.id), listPasskeys(db, user.id)]);
      if (!dates) throw new AppError('unauthenticated');
      const one = (kind: Credential['kind'], label: string | null, since: Date | null, paused = false): Credential => ({ kind, id: null, label, since: iso(since), paused });
      // An address and a password made with the account date from its sign-up; a later one records its own date.
      const signUp = dates.made_in_telegram ? null : dates.created_at;
      const credentials: Credential[] = [];
      if (dates.email) credentials.push(one('email', dates.email, dates.email_added_at ?? signUp));
      if (dates.has_password) credentials.push(one('password', null, dates.password_changed_at ?? signUp));
      if (dates.totp_since) credentials.push(one('app_code', null, dates.totp_since));
      if (dates.totp_since && dates.recovery_codes_since) credentials.push(one('recovery_codes', String(dates.recovery_codes_left), dates.recovery_codes_since));
      for (const passkey of passkeys) {
        credentials.push({ kind: 'passkey', id: passkey.id, label: passkey.name, since: iso(passkey.created_at), paused: passkey.paused_at !== null });
      }
      const telegram = linkedTelegram(user);
      if (telegram) {
        const label = [telegram.firstName, telegram.username ? `@${telegram.username.replace(/^@/, '')}` : null].filter(Boolean).join(' ') || null;
        credentials.push({ kind: 'telegram', id: null, label, since: telegram.since, paused: telegram.paused });
      }
      if (dates.ton_wallet) credentials.push(one('wallet', dates.ton_wallet, dates.wallet_linked_at ?? dates.wallet_changed_at));
      const pausedUntil = user.withdrawals_paused_until;
      const paused = pausedUntil && pausedUntil > clock.now() && user.withdrawals_paused_by ? { until: pausedUntil.toISOString(), by: user.withdrawals_paused_by } : null;
      return { credentials, withdrawalsPaused: paused };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
