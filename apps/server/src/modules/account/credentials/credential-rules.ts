import type { CredentialKind } from '@fre/domain';
import type { SecurityNoticeKind } from '#server/modules/account/sessions/security-notices.ts';

export type CredentialChange = 'added' | 'replaced' | 'removed';

/**
 * How an operation proves the person, beyond the session (decision 048):
 * - `reauthenticated`: the session proved the person again within the window (decision 039);
 * - `carried`: the request shows the current password (or, for an account without one, Telegram's
 *   fresh signed data) and the second factor itself, which is more than a re-authenticated session;
 * - `mailbox`: the password reset's link, the way back for whoever lost every other.
 */
export type CredentialProof = 'reauthenticated' | 'carried' | 'mailbox';

export interface CredentialOperation {
  change: CredentialChange;
  /** The route as it is registered ("METHOD /path"). */
  route: string;
  proof: CredentialProof;
}

export interface CredentialRules {
  operations: readonly CredentialOperation[];
  /** The security notice each change sends, by email and by the bot where Telegram is linked. */
  notices: Readonly<Partial<Record<CredentialChange, SecurityNoticeKind>>>;
  /** Why there is no removal, when there is none: the Security page offers the replacement instead. */
  kept?: string;
}

/**
 * The account's credentials and the one set of rules they follow (decision 048). Every change of
 * one, through any of these operations, needs its proof; sends its notice with the "this wasn't
 * me" link; writes an audit row and holds withdrawals for ACCOUNT.credentialChangeWithdrawalPauseMs,
 * in the change's transaction (credential-changes.ts); and each is listed on the Security page with
 * its date (GET /api/me/credentials). credentials.test.ts walks this table: a credential added here
 * without its rules fails it.
 */
export const CREDENTIAL_RULES: Readonly<Record<CredentialKind, CredentialRules>> = {
  password: {
    operations: [
      // The first password of an account made in Telegram: no current one to show.
      { change: 'added', route: 'POST /api/me/password', proof: 'reauthenticated' },
      { change: 'replaced', route: 'POST /api/me/password', proof: 'carried' },
      { change: 'replaced', route: 'POST /api/auth/password-reset/confirm', proof: 'mailbox' },
    ],
    notices: { added: 'password_set', replaced: 'password_changed' },
    kept: 'The way back into the account by its address: it is replaced (changed or reset), never removed.',
  },
  app_code: {
    operations: [
      { change: 'added', route: 'POST /api/me/2fa/totp/confirm', proof: 'reauthenticated' },
      { change: 'removed', route: 'DELETE /api/me/2fa/totp', proof: 'carried' },
    ],
    notices: { added: 'second_factor_added', removed: 'second_factor_removed' },
  },
  recovery_codes: {
    operations: [
      // Made with the app code and removed with it: those changes are the app code's.
      { change: 'replaced', route: 'POST /api/me/2fa/recovery-codes', proof: 'reauthenticated' },
    ],
    notices: { replaced: 'recovery_codes_renewed' },
    kept: 'They come and go with the app code, and are replaced by renewing them.',
  },
  passkey: {
    operations: [
      { change: 'added', route: 'POST /api/me/passkeys', proof: 'reauthenticated' },
      { change: 'removed', route: 'DELETE /api/me/passkeys/:id', proof: 'reauthenticated' },
    ],
    notices: { added: 'second_factor_added', removed: 'second_factor_removed' },
  },
  telegram: {
    operations: [
      { change: 'added', route: 'POST /api/telegram/link', proof: 'reauthenticated' },
      { change: 'removed', route: 'DELETE /api/telegram/link', proof: 'reauthenticated' },
    ],
    notices: { added: 'telegram_linked', removed: 'telegram_unlinked' },
  },
  email: {
    operations: [
      // The first address of an account made in Telegram.
      { change: 'added', route: 'POST /api/me/email', proof: 'reauthenticated' },
      // Another address in its place, once the link sent to the new one is opened; the old one is told when it is asked.
      { change: 'replaced', route: 'POST /api/me/email', proof: 'reauthenticated' },
    ],
    notices: { added: 'email_added', replaced: 'email_changed' },
    kept: 'The notices and the password reset go to it: it is replaced by another confirmed address, never removed.',
  },
  wallet: {
    operations: [
      { change: 'added', route: 'POST /api/wallet/link', proof: 'reauthenticated' },
      { change: 'replaced', route: 'POST /api/wallet/link', proof: 'reauthenticated' },
      { change: 'removed', route: 'DELETE /api/wallet', proof: 'reauthenticated' },
    ],
    notices: { added: 'wallet_linked', replaced: 'wallet_changed', removed: 'wallet_unlinked' },
  },
};
