-- Accounts made in Telegram (decision 045): signed in by the initData Telegram signs, they start
-- without an email address or a password; the player adds both later from Security.

ALTER TABLE users ALTER COLUMN email DROP NOT NULL, ALTER COLUMN password_hash DROP NOT NULL;

-- Whether the account has a password, for the user's shape (what Security offers): computed by
-- the database so that every reader of a UserRow gets it without ever reading the hash.
ALTER TABLE users ADD COLUMN has_password boolean GENERATED ALWAYS AS (password_hash IS NOT NULL) STORED;

-- Made by signing in with Telegram: Telegram stands for the confirmed email to mine (a farm still
-- pays the proof-of-work and its abuse signals are recorded); KYC and withdrawals still need an
-- email the player confirmed.
ALTER TABLE users ADD COLUMN made_in_telegram boolean NOT NULL DEFAULT false;

-- Someone must be able to sign in: by email, or by Telegram. A deleted account keeps a placeholder
-- address (account-deletion.repository.ts), but what it keeps is no business of this rule.
ALTER TABLE users ADD CONSTRAINT users_email_or_telegram CHECK (email IS NOT NULL OR telegram_id IS NOT NULL OR deleted_at IS NOT NULL);

-- A deleted account has no password: NULL now says so (it was '').
UPDATE users SET password_hash = NULL WHERE deleted_at IS NOT NULL;
