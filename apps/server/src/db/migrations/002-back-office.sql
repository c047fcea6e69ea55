-- Back office (decision 070): personal admin access codes, unlock state per login session, failed unlocks,
-- an append-only audit log, runtime settings (feature flags, maintenance) and stats rollups.

CREATE TABLE admin_access_codes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE admin_unlock_failures (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  failed_at timestamptz NOT NULL
);
CREATE INDEX admin_unlock_failures_user_idx ON admin_unlock_failures (user_id, failed_at DESC);

-- The gate is per login session: unlocking on one device does not unlock another.
ALTER TABLE auth_sessions ADD COLUMN admin_unlocked_at timestamptz;
ALTER TABLE auth_sessions ADD COLUMN admin_active_at timestamptz;
ALTER TABLE auth_sessions ADD COLUMN last_seen_at timestamptz;

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_label text NOT NULL,
  action text NOT NULL,
  target_type text,
  target_id text,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz NOT NULL
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit log rows cannot be changed or deleted';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER ledger_no_truncate BEFORE TRUNCATE ON ledger
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_is_append_only();

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL
);

-- Hourly rollup of mining, rebuilt by a job from the ledger and sessions (never a hot row per claim).
CREATE TABLE mining_stats_hourly (
  hour timestamptz PRIMARY KEY,
  mined_nano bigint NOT NULL DEFAULT 0,
  claims integer NOT NULL DEFAULT 0,
  sessions_started integer NOT NULL DEFAULT 0,
  rate_sum_nano numeric NOT NULL DEFAULT 0,
  max_rate_nano bigint NOT NULL DEFAULT 0,
  sessions_completed integer NOT NULL DEFAULT 0,
  completed_session_ms bigint NOT NULL DEFAULT 0
);

-- Figures that need a scan (distinct miners, bonus totals) are computed by the job, read from here.
CREATE TABLE stats_snapshots (
  id bigserial PRIMARY KEY,
  computed_at timestamptz NOT NULL,
  data jsonb NOT NULL
);

CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_nickname_prefix_idx ON users (lower(nickname) text_pattern_ops);
CREATE INDEX users_email_prefix_idx ON users (email text_pattern_ops);
CREATE INDEX users_kyc_pending_idx ON users (kyc_status) WHERE kyc_status = 'pending';
CREATE INDEX mining_sessions_start_idx ON mining_sessions (start_time);
CREATE INDEX mining_sessions_closed_idx ON mining_sessions ((coalesce(claimed_at, ended_at))) WHERE NOT active;
CREATE INDEX ledger_kind_created_idx ON ledger (kind, created_at);
