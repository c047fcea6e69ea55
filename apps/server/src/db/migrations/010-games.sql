-- Provably fair games (decision 072): per-user seeds with a nonce, rounds fixed at bet time, jackpot pools,
-- slot spins, and responsible-play limits.

CREATE TABLE fairness_seeds (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  revealed_at timestamptz
);
CREATE UNIQUE INDEX fairness_seeds_one_active ON fairness_seeds (user_id) WHERE active;

CREATE TABLE game_rounds (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game text NOT NULL CHECK (game IN ('slot', 'fre-machine', 'towers', 'keno', 'hilo', 'blackjack')),
  stake_nano bigint NOT NULL CHECK (stake_nano >= 0),
  payout_nano bigint,
  seed_id bigint NOT NULL REFERENCES fairness_seeds (id),
  nonce integer NOT NULL,
  params jsonb NOT NULL,
  -- the whole outcome, fixed at bet time; only `shown` is ever sent to the player
  secret jsonb NOT NULL,
  shown jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'won', 'lost', 'cashed_out', 'push')),
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX game_rounds_user_idx ON game_rounds (user_id, created_at DESC);
CREATE UNIQUE INDEX game_rounds_one_active ON game_rounds (user_id, game) WHERE status = 'active';
CREATE INDEX game_rounds_game_idx ON game_rounds (game, created_at);

CREATE TABLE jackpot_pools (
  game text PRIMARY KEY,
  pool_nano bigint NOT NULL,
  seed_nano bigint NOT NULL,
  updated_at timestamptz NOT NULL
);
INSERT INTO jackpot_pools (game, pool_nano, seed_nano, updated_at) VALUES
  ('slot', 1000000000000, 1000000000000, now()),
  ('fre-machine', 1000000000000, 1000000000000, now());

CREATE TABLE slot_spins (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('free', 'bonus')),
  spun_at timestamptz NOT NULL,
  availability_notified boolean NOT NULL DEFAULT false
);
CREATE INDEX slot_spins_user_idx ON slot_spins (user_id, kind, spun_at DESC);
CREATE INDEX slot_spins_notify_idx ON slot_spins (spun_at) WHERE kind = 'free' AND NOT availability_notified;

CREATE TABLE game_limits (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  daily_loss_limit_nano bigint CHECK (daily_loss_limit_nano IS NULL OR daily_loss_limit_nano > 0),
  self_excluded_until timestamptz,
  updated_at timestamptz NOT NULL
);
