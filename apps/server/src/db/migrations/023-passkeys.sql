-- Passkeys: WebAuthn credentials that sign in on their own, both factors at once (decision 026).

-- One row per credential. credential_id is the authenticator's id (base64url), unique across
-- accounts: an assertion names its credential, which names its account. counter is the signature
-- counter last seen, only ever raised by a conditional UPDATE (a cloned authenticator shows up as
-- a counter that does not grow); synced passkeys keep it at 0.
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id text NOT NULL UNIQUE CHECK (credential_id ~ '^[A-Za-z0-9_-]+$' AND length(credential_id) BETWEEN 16 AND 1400),
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id, created_at);

-- Challenges handed out for a ceremony, each spent once by a DELETE … RETURNING whatever the
-- number of parallel answers, and refused after expires_at. user_id: the account adding a passkey
-- or confirming with one; null for a sign-in, where the assertion itself names the account.
-- Expired rows are deleted when new challenges are handed out.
CREATE TABLE passkey_challenges (
  challenge text PRIMARY KEY CHECK (challenge ~ '^[A-Za-z0-9_-]{16,128}$'),
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in', 'confirm')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_expires_idx ON passkey_challenges (expires_at);
