-- Every way into an account is a credential (decision 048): each is listed with its date, a
-- change of any of them holds withdrawals for a while, and the Telegram link follows the rules of
-- the others (re-authentication, notice, audit, paused by a password reset).

-- When each one-per-account credential was added or last replaced. Null on accounts older than
-- this migration: the reading falls back to what is known (the sign-up's date for the address
-- and password it was made with), and says nothing where nothing is known.
ALTER TABLE users
  ADD COLUMN password_changed_at timestamptz,
  ADD COLUMN email_added_at timestamptz,
  ADD COLUMN wallet_linked_at timestamptz,
  ADD COLUMN telegram_linked_at timestamptz,
  -- The first name Telegram signed at the link, to name the linked account to its owner.
  ADD COLUMN telegram_first_name text,
  -- A password reset pauses the Telegram link as it pauses passkeys (decision 039): it no longer
  -- signs in until the owner keeps it from a re-authenticated session.
  ADD COLUMN telegram_paused_at timestamptz,
  -- No withdrawal before this moment, set by the last credential change, and which one it was.
  ADD COLUMN withdrawals_paused_until timestamptz,
  ADD COLUMN withdrawals_paused_by text;

-- The wallet pause of decision 023 carries over: a replacement of the last two days still holds.
UPDATE users SET withdrawals_paused_until = wallet_changed_at + interval '48 hours', withdrawals_paused_by = 'wallet'
WHERE wallet_changed_at > now() - interval '48 hours';

-- Telegram's signed data proves the person once (re-authentication, deletion, two-step removal):
-- the digest of each one used, kept past its freshness window, then deleted by the next use.
CREATE TABLE telegram_proofs_used (
  digest bytea PRIMARY KEY,
  used_at timestamptz NOT NULL
);
CREATE INDEX telegram_proofs_used_used_at_idx ON telegram_proofs_used (used_at);

-- An address replaced by another (decision 048): the new one waits here until its owner opens the
-- link sent to it, the old one stays the account's (notices, password reset) until then.
ALTER TABLE users ADD COLUMN pending_email text, ADD COLUMN pending_email_at timestamptz;
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('verify_email', 'password_reset', 'email_change'));
