-- Where sign-ups and sign-ins came from, to find scripted sign-ups and referral farms (decision
-- 020). Never a raw address or user-agent: the network prefix (/24, /48) and the user-agent are
-- keyed hashes (HMAC-SHA-256 under a server secret, hex). Rows are deleted by the
-- abuse-signals-retention job after ABUSE_SIGNALS.retentionDays.
CREATE TABLE abuse_signals (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('sign_up', 'sign_in')),
  at timestamptz NOT NULL,
  network_hash text NOT NULL CHECK (network_hash ~ '^[0-9a-f]{64}$'),
  user_agent_hash text CHECK (user_agent_hash ~ '^[0-9a-f]{64}$'),
  -- The first-party device cookie: random, but a script can forge or drop it.
  device_id uuid,
  -- Sign-up only: the referral code that matched, and its owner.
  referral_code text,
  referrer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Sign-up only, filled once each: how fast an account went from sign-up to verified to mining.
  email_verified_at timestamptz,
  first_mining_at timestamptz,
  CHECK (kind = 'sign_up' OR (referral_code IS NULL AND referrer_id IS NULL AND email_verified_at IS NULL AND first_mining_at IS NULL))
);
-- One sign-up row per account: the verification and first-mining updates find it by user.
CREATE UNIQUE INDEX abuse_signals_sign_up_key ON abuse_signals (user_id) WHERE kind = 'sign_up';
CREATE INDEX abuse_signals_user_idx ON abuse_signals (user_id, at);
-- Recent sign-ups and sign-ins from one network, and the retention sweep.
CREATE INDEX abuse_signals_network_idx ON abuse_signals (network_hash, at);
CREATE INDEX abuse_signals_at_idx ON abuse_signals (at);
CREATE INDEX abuse_signals_referrer_idx ON abuse_signals (referrer_id) WHERE referrer_id IS NOT NULL;
