-- The proof-of-work challenge (decision 021). A solved challenge is accepted once: its challenge
-- hash is written here when it is spent, and a second insert of the same hash finds the row and
-- is refused, whatever the number of parallel requests. Rows go once the challenge has expired
-- (after that its signed expiry refuses it anyway), by the bot-challenge-sweep job.
CREATE TABLE spent_bot_challenges (
  challenge text PRIMARY KEY CHECK (challenge ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_bot_challenges_expires_idx ON spent_bot_challenges (expires_at);

-- Recent failures that put a challenge in front of the next attempt: failed sign-ins per address
-- and per network prefix, refused bonus codes per player. Never a raw address: the subject is a
-- keyed hash (HMAC-SHA-256, hex) of the email or of the network prefix, or the player's id.
-- Deleted by the same job once older than BOT_CHALLENGE.failureWindowMs.
CREATE TABLE bot_challenge_failures (
  id bigserial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('sign_in_account', 'sign_in_network', 'bonus_code')),
  subject text NOT NULL CHECK (length(subject) <= 64),
  at timestamptz NOT NULL
);
CREATE INDEX bot_challenge_failures_subject_idx ON bot_challenge_failures (scope, subject, at);
CREATE INDEX bot_challenge_failures_at_idx ON bot_challenge_failures (at);
