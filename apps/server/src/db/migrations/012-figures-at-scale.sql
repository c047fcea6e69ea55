-- Figures that stay cheap at 1,000,000 users (decision 011, measured by bench/scale.ts).
-- Counts that would need a scan are kept up to date by triggers, in the transaction of the change
-- they count, whatever code path makes it; rebuild_user_figures() recounts them from scratch.

-- The end of the user's running session (null without one), so that "active referrals" is a
-- range of one index instead of a join per referral.
ALTER TABLE users ADD COLUMN mining_until timestamptz;
-- Referrals ever joined, and those of them who have claimed at least once (the group page).
ALTER TABLE users ADD COLUMN referral_count integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN qualified_referral_count integer NOT NULL DEFAULT 0;

CREATE FUNCTION users_follow_mining_session() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
  running_until timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN owner := OLD.user_id; ELSE owner := NEW.user_id; END IF;
  SELECT end_time INTO running_until FROM mining_sessions WHERE user_id = owner AND active;
  UPDATE users SET mining_until = running_until WHERE id = owner AND mining_until IS DISTINCT FROM running_until;
  RETURN NULL;
END;
$$;
CREATE TRIGGER mining_sessions_follow_insert_delete AFTER INSERT OR DELETE ON mining_sessions
  FOR EACH ROW EXECUTE FUNCTION users_follow_mining_session();
CREATE TRIGGER mining_sessions_follow_update AFTER UPDATE OF active, end_time ON mining_sessions
  FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.end_time IS DISTINCT FROM NEW.end_time)
  EXECUTE FUNCTION users_follow_mining_session();

CREATE FUNCTION users_count_referral() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.referred_by IS NOT NULL THEN
    UPDATE users SET referral_count = referral_count - 1,
      qualified_referral_count = qualified_referral_count - (EXISTS (SELECT 1 FROM ledger WHERE user_id = OLD.id AND kind = 'mining_claim'))::int
    WHERE id = OLD.referred_by;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.referred_by IS NOT NULL THEN
    UPDATE users SET referral_count = referral_count + 1,
      qualified_referral_count = qualified_referral_count + (EXISTS (SELECT 1 FROM ledger WHERE user_id = NEW.id AND kind = 'mining_claim'))::int
    WHERE id = NEW.referred_by;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_count_referral_insert AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.referred_by IS NOT NULL) EXECUTE FUNCTION users_count_referral();
CREATE TRIGGER users_count_referral_update AFTER UPDATE OF referred_by ON users
  FOR EACH ROW WHEN (OLD.referred_by IS DISTINCT FROM NEW.referred_by) EXECUTE FUNCTION users_count_referral();
CREATE TRIGGER users_count_referral_delete AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.referred_by IS NOT NULL) EXECUTE FUNCTION users_count_referral();

-- A referral qualifies with their first claim (a stop credits a 'mining_claim' too).
CREATE FUNCTION ledger_count_qualified_referral() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger WHERE user_id = NEW.user_id AND kind = 'mining_claim' AND id <> NEW.id) THEN
    UPDATE users SET qualified_referral_count = qualified_referral_count + 1
    WHERE id = (SELECT referred_by FROM users WHERE id = NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_count_qualified_referral AFTER INSERT ON ledger
  FOR EACH ROW WHEN (NEW.kind = 'mining_claim') EXECUTE FUNCTION ledger_count_qualified_referral();

-- The admin overview's counts (users, verified users, pending KYC, open withdrawals), in 16 rows
-- so that parallel changes do not queue on one (each backend writes its own row); a count is the
-- sum of its column.
CREATE TABLE overview_counts (
  shard smallint PRIMARY KEY,
  users bigint NOT NULL DEFAULT 0,
  verified bigint NOT NULL DEFAULT 0,
  pending_kyc bigint NOT NULL DEFAULT 0,
  open_withdrawals bigint NOT NULL DEFAULT 0
);
INSERT INTO overview_counts (shard) SELECT generate_series(0, 15);

CREATE FUNCTION users_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  users_change integer := 0;
  verified_change integer := 0;
  pending_change integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    users_change := users_change - 1;
    verified_change := verified_change - OLD.email_verified::int;
    pending_change := pending_change - (OLD.kyc_status = 'pending')::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    users_change := users_change + 1;
    verified_change := verified_change + NEW.email_verified::int;
    pending_change := pending_change + (NEW.kyc_status = 'pending')::int;
  END IF;
  UPDATE overview_counts SET users = users + users_change, verified = verified + verified_change, pending_kyc = pending_kyc + pending_change
  WHERE shard = pg_backend_pid() % 16;
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_count_insert_delete AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_count();
CREATE TRIGGER users_count_update AFTER UPDATE OF email_verified, kyc_status ON users
  FOR EACH ROW WHEN (OLD.email_verified IS DISTINCT FROM NEW.email_verified OR OLD.kyc_status IS DISTINCT FROM NEW.kyc_status)
  EXECUTE FUNCTION users_count();

CREATE FUNCTION withdrawals_count_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  open_change integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN open_change := open_change - (OLD.status IN ('requested', 'approved'))::int; END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN open_change := open_change + (NEW.status IN ('requested', 'approved'))::int; END IF;
  IF open_change <> 0 THEN
    UPDATE overview_counts SET open_withdrawals = open_withdrawals + open_change WHERE shard = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER withdrawals_count_insert_delete AFTER INSERT OR DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION withdrawals_count_open();
CREATE TRIGGER withdrawals_count_update AFTER UPDATE OF status ON withdrawals
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION withdrawals_count_open();

-- Recounts every maintained figure from the rows: this migration's backfill, and a repair tool.
CREATE FUNCTION rebuild_user_figures() RETURNS void LANGUAGE sql AS $$
  UPDATE users u SET mining_until = f.mining_until, referral_count = f.referrals, qualified_referral_count = f.qualified
  FROM (
    SELECT x.id, s.end_time AS mining_until, coalesce(r.referrals, 0) AS referrals, coalesce(r.qualified, 0) AS qualified
    FROM users x
    LEFT JOIN mining_sessions s ON s.user_id = x.id AND s.active
    LEFT JOIN (
      SELECT referred_by, count(*) AS referrals,
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ledger l WHERE l.user_id = y.id AND l.kind = 'mining_claim')) AS qualified
      FROM users y WHERE referred_by IS NOT NULL GROUP BY referred_by
    ) r ON r.referred_by = x.id
  ) f
  WHERE f.id = u.id
    AND (u.mining_until, u.referral_count, u.qualified_referral_count) IS DISTINCT FROM (f.mining_until, f.referrals, f.qualified);
  UPDATE overview_counts SET users = 0, verified = 0, pending_kyc = 0, open_withdrawals = 0 WHERE shard <> 0;
  UPDATE overview_counts SET users = c.users, verified = c.verified, pending_kyc = c.pending_kyc,
    open_withdrawals = (SELECT count(*) FROM withdrawals WHERE status IN ('requested', 'approved'))
  FROM (SELECT count(*) AS users, count(*) FILTER (WHERE email_verified) AS verified, count(*) FILTER (WHERE kyc_status = 'pending') AS pending_kyc FROM users) c
  WHERE shard = 0;
$$;
SELECT rebuild_user_figures();

-- Referrals newest first (the group page, the admin's user page), without visiting the table.
DROP INDEX users_referred_by_idx;
CREATE INDEX users_referrals_idx ON users (referred_by, created_at DESC) INCLUDE (id, nickname, mining_until) WHERE referred_by IS NOT NULL;
-- Active referrals: those whose session runs past now.
CREATE INDEX users_referrals_mining_idx ON users (referred_by, mining_until) WHERE referred_by IS NOT NULL AND mining_until IS NOT NULL;
-- Reminders sent today by one referrer, whatever the number of past days.
CREATE INDEX referral_reminders_day_idx ON referral_reminders (referrer_id, day);

-- The leaderboard reads unbanned users only: the top and the exact part of a rank stay in the index.
DROP INDEX users_total_mined_idx;
CREATE INDEX users_total_mined_idx ON users (total_mined_nano DESC, id) WHERE banned_at IS NULL;

-- Every 100th unbanned user by totalMined up to 10,000, then every 1,000th, and the last, written by
-- the stats job: a rank beyond the first 100 is read between two steps instead of counting everyone ahead.
CREATE TABLE leaderboard_rank_steps (
  ahead integer PRIMARY KEY,
  total_mined_nano bigint NOT NULL
);
CREATE INDEX leaderboard_rank_steps_total_idx ON leaderboard_rank_steps (total_mined_nano, ahead DESC);
