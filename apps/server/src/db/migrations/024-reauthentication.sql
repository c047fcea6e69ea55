-- A stolen session is not a stolen account (decision 039).

-- When this session last proved the person again (POST /api/me/reauth): for REAUTH_WINDOW_MINUTES
-- after it, the session may add or remove a passkey or an app code, link a wallet or export the
-- account's data.
ALTER TABLE auth_sessions ADD COLUMN reauthenticated_at timestamptz;

-- What a counted failure was: a password reset forgets wrong passwords (the player who forgot
-- theirs signs in at once), never wrong codes (a mailbox is not a second factor).
ALTER TABLE login_failures ADD COLUMN kind text NOT NULL DEFAULT 'password' CHECK (kind IN ('password', 'second_factor'));

-- A password reset takes the account's passkeys off its sign-in methods until the player keeps
-- them from a signed-in, re-authenticated session: a passkey someone else added does not outlive
-- the reset that was meant to shut them out.
ALTER TABLE passkeys ADD COLUMN paused_at timestamptz;
