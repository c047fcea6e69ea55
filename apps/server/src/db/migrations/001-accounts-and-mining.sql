-- Accounts, login sessions, email tokens, mining sessions and the money ledger (decisions 067, 069).
-- Amounts are bigint nano-FRE; every time column is written from the application clock.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  nickname text NOT NULL,
  password_hash text NOT NULL,
  email_verified boolean NOT NULL DEFAULT false,
  referral_code text NOT NULL,
  referred_by uuid REFERENCES users (id),
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  level integer NOT NULL DEFAULT 0 CHECK (level BETWEEN 0 AND 10),
  balance_nano bigint NOT NULL DEFAULT 0 CHECK (balance_nano >= 0),
  total_mined_nano bigint NOT NULL DEFAULT 0 CHECK (total_mined_nano >= 0),
  mining_rate_nano bigint NOT NULL,
  active_referrals integer NOT NULL DEFAULT 0,
  rate_persisted_at timestamptz,
  kyc_status text NOT NULL DEFAULT 'none' CHECK (kyc_status IN ('none', 'pending', 'approved', 'rejected')),
  ton_wallet text,
  telegram_username text,
  language text NOT NULL DEFAULT 'fr' CHECK (language IN ('fr', 'en', 'es', 'ru', 'zh')),
  tutorial_completed boolean NOT NULL DEFAULT false,
  tutorial_skipped boolean NOT NULL DEFAULT false,
  banned_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_referral_code_key UNIQUE (referral_code),
  CONSTRAINT users_not_own_referrer CHECK (referred_by IS NULL OR referred_by <> id)
);
CREATE UNIQUE INDEX users_nickname_key ON users (lower(nickname));
CREATE INDEX users_referred_by_idx ON users (referred_by) WHERE referred_by IS NOT NULL;
CREATE INDEX users_total_mined_idx ON users (total_mined_nano DESC, id);

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('cookie', 'bearer')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE email_tokens (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'password_reset')),
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose, created_at DESC);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  failed_at timestamptz NOT NULL,
  ip text
);
CREATE INDEX login_failures_user_idx ON login_failures (user_id, failed_at DESC);

CREATE TABLE mining_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  rate_nano bigint NOT NULL CHECK (rate_nano >= 0),
  -- earnings settled up to accrued_until; a rate change settles the past at the old rate
  accrued_nano bigint NOT NULL DEFAULT 0,
  accrued_until timestamptz NOT NULL,
  time_reduction_ms bigint NOT NULL DEFAULT 0 CHECK (time_reduction_ms >= 0),
  active boolean NOT NULL DEFAULT true,
  claimed boolean NOT NULL DEFAULT false,
  claimed_at timestamptz,
  ended_at timestamptz,
  earnings_nano bigint,
  notification_sent boolean NOT NULL DEFAULT false,
  CONSTRAINT mining_sessions_claim_closes CHECK (NOT claimed OR NOT active)
);
-- One active session per user: parallel starts cannot create two.
CREATE UNIQUE INDEX mining_sessions_one_active ON mining_sessions (user_id) WHERE active;
CREATE INDEX mining_sessions_user_idx ON mining_sessions (user_id, start_time DESC);
CREATE INDEX mining_sessions_active_end_idx ON mining_sessions (end_time) WHERE active;

-- Append-only money ledger: the user's balance always equals the sum of its rows.
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  kind text NOT NULL,
  amount_nano bigint NOT NULL,
  balance_after_nano bigint NOT NULL CHECK (balance_after_nano >= 0),
  ref text,
  meta jsonb,
  created_at timestamptz NOT NULL,
  -- one credit per business event (a session claimed once, a code redeemed once...)
  CONSTRAINT ledger_event_key UNIQUE (kind, ref)
);
CREATE INDEX ledger_user_idx ON ledger (user_id, id DESC);

CREATE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows cannot be changed or deleted';
END;
$$;
CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_is_append_only();

-- Rate sources filled by later features (boost codes and boxes, shop packs).
CREATE TABLE user_boosts (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rate_nano bigint NOT NULL CHECK (rate_nano > 0),
  source text NOT NULL,
  applied_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX user_boosts_user_idx ON user_boosts (user_id, expires_at);

CREATE TABLE user_packs (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pack_id text NOT NULL,
  rate_nano bigint NOT NULL CHECK (rate_nano > 0),
  acquired_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, pack_id)
);
