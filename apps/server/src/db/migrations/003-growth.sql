-- Growth (issue: referrals, contest, bonus codes, leaderboard): codes and their single use per
-- user, contest level validations, Telegram links, in-app notifications for referral reminders.

CREATE TABLE bonus_codes (
  id bigserial PRIMARY KEY,
  code text NOT NULL,
  type text NOT NULL CHECK (type IN ('fre', 'boost', 'time_reduction')),
  -- fre: nano-FRE credited; boost: nano-FRE per hour; time_reduction: milliseconds
  reward_value bigint NOT NULL CHECK (reward_value > 0),
  duration_hours integer NOT NULL DEFAULT 24 CHECK (duration_hours > 0),
  max_uses integer NOT NULL CHECK (max_uses > 0),
  current_uses integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT bonus_codes_code_key UNIQUE (code),
  CONSTRAINT bonus_codes_uses_within_max CHECK (current_uses <= max_uses)
);

CREATE TABLE bonus_code_usages (
  id bigserial PRIMARY KEY,
  code_id bigint NOT NULL REFERENCES bonus_codes (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL,
  type text NOT NULL,
  reward_value bigint NOT NULL,
  duration_hours integer,
  used_at timestamptz NOT NULL,
  CONSTRAINT bonus_code_usages_once UNIQUE (code_id, user_id)
);
CREATE INDEX bonus_code_usages_user_idx ON bonus_code_usages (user_id, used_at DESC);

CREATE TABLE level_validations (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level integer NOT NULL CHECK (level BETWEEN 1 AND 10),
  reward_nano bigint NOT NULL,
  evidence text NOT NULL,
  validated_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, level)
);

ALTER TABLE users ADD COLUMN telegram_id bigint;
ALTER TABLE users ADD CONSTRAINT users_telegram_id_key UNIQUE (telegram_id);

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  link text NOT NULL DEFAULT '/',
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);

-- A referrer may remind a given referral once per day.
CREATE TABLE referral_reminders (
  referrer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  referred_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (referrer_id, referred_id, day)
);

CREATE INDEX ledger_first_claim_idx ON ledger (user_id) WHERE kind = 'mining_claim';
