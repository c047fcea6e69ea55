import { z } from 'zod';

/**
 * The account's credentials (decision 048): every way into the account, and the address its money
 * leaves to. Adding, replacing or removing any of them follows one set of rules on the server.
 */
export const CREDENTIAL_KINDS = ['password', 'app_code', 'recovery_codes', 'passkey', 'telegram', 'email', 'wallet'] as const;
export const credentialKind = z.enum(CREDENTIAL_KINDS);
export type CredentialKind = z.infer<typeof credentialKind>;

export const credentialSchema = z.object({
  kind: credentialKind,
  /** A passkey's id (several per account); null for the others, one of each. */
  id: z.string().nullable(),
  /** What names it to its owner: the address, the wallet, the passkey's name, the Telegram name; null for a password or an app code. */
  label: z.string().nullable(),
  /** When it was added or last replaced; null when the account predates the record (older accounts). */
  since: z.string().nullable(),
  /** A passkey or a Telegram link paused by a password reset: it no longer signs in until kept. */
  paused: z.boolean(),
});
export type Credential = z.infer<typeof credentialSchema>;

/**
 * GET /api/me/credentials: what the Security page lists, each with its date, and whether the last
 * change still holds withdrawals (until when, and which credential it was).
 */
export const credentialsResponse = z.object({
  credentials: z.array(credentialSchema),
  withdrawalsPaused: z.object({ until: z.string(), by: credentialKind }).nullable(),
});
export type CredentialsResponse = z.infer<typeof credentialsResponse>;
