-- The rules public (docs/decisions/063): every rule an admin changes (the withdrawal minimums, a
-- shop item's prices and sale, a feature switched on or off) leaves a row here, written in the
-- same transaction as the change. A change that is worse for players may take effect later:
-- `effective_at` ahead of `created_at`, and until then the rule in force is the one before it.
-- `rule` names what changed ('withdrawal_minimums', 'shop_item:FRE1', 'feature:games'); `before`
-- and `after` are its values (a shop item's: only the fields changed). `changed_by` is for the
-- back office and the audit log only: the public changelog never shows who.
CREATE TABLE rule_changes (
  id bigserial PRIMARY KEY,
  rule text NOT NULL CHECK (rule ~ '^(withdrawal_minimums|shop_item:[A-Za-z0-9_]+|feature:[a-z_]+)$'),
  before jsonb NOT NULL,
  after jsonb NOT NULL,
  worse boolean NOT NULL,
  effective_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  changed_by uuid NOT NULL REFERENCES users (id),
  CHECK (effective_at >= created_at)
);
-- The rule in force at a moment: the newest change of that rule already effective.
CREATE INDEX rule_changes_rule_idx ON rule_changes (rule, effective_at DESC, id DESC);
-- The public changelog, newest effective date first, and the changes still to come.
CREATE INDEX rule_changes_effective_idx ON rule_changes (effective_at DESC, id DESC);

-- The stored value of a rule at a moment is the newest change effective by then, else the setting
-- of the same name (a value set before this table, or never changed since): rule-changes.repository.ts
-- RULE_IN_FORCE, read with rule_changes_rule_idx and app_settings' key.

-- The public list of payouts, newest first, from the index alone.
CREATE INDEX withdrawals_completed_idx ON withdrawals (completed_at DESC, id DESC) INCLUDE (amount_nano, tx_hash) WHERE status = 'completed';

-- Verified players (an identity check approved) and the withdrawals paid (their count and total),
-- counted like the other overview counts: by the triggers, in the transaction that changes a user's
-- KYC status or a withdrawal's (decision 011: no scan for a count).
ALTER TABLE overview_counts ADD COLUMN kyc_approved bigint NOT NULL DEFAULT 0,
  ADD COLUMN withdrawn bigint NOT NULL DEFAULT 0,
  ADD COLUMN withdrawn_nano numeric(39, 0) NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION withdrawals_count_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  open_change integer := 0;
  paid_change integer := 0;
  paid_nano_change numeric := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    open_change := open_change - (OLD.status IN ('requested', 'approved'))::int;
    IF OLD.status = 'completed' THEN paid_change := paid_change - 1; paid_nano_change := paid_nano_change - OLD.amount_nano; END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    open_change := open_change + (NEW.status IN ('requested', 'approved'))::int;
    IF NEW.status = 'completed' THEN paid_change := paid_change + 1; paid_nano_change := paid_nano_change + NEW.amount_nano; END IF;
  END IF;
  IF open_change <> 0 OR paid_change <> 0 THEN
    UPDATE overview_counts SET open_withdrawals = open_withdrawals + open_change, withdrawn = withdrawn + paid_change, withdrawn_nano = withdrawn_nano + paid_nano_change
    WHERE shard = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION users_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  users_change integer := 0;
  verified_change integer := 0;
  pending_change integer := 0;
  approved_change integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    users_change := users_change - 1;
    verified_change := verified_change - OLD.email_verified::int;
    pending_change := pending_change - (OLD.kyc_status = 'pending')::int;
    approved_change := approved_change - (OLD.kyc_status = 'approved')::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    users_change := users_change + 1;
    verified_change := verified_change + NEW.email_verified::int;
    pending_change := pending_change + (NEW.kyc_status = 'pending')::int;
    approved_change := approved_change + (NEW.kyc_status = 'approved')::int;
  END IF;
  UPDATE overview_counts SET users = users + users_change, verified = verified + verified_change, pending_kyc = pending_kyc + pending_change,
    kyc_approved = kyc_approved + approved_change
  WHERE shard = pg_backend_pid() % 16;
  RETURN NULL;
END;
$$;

-- The repair tool recounts the new column too.
CREATE OR REPLACE FUNCTION rebuild_user_figures() RETURNS void LANGUAGE sql AS $$
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
  UPDATE overview_counts SET users = 0, verified = 0, pending_kyc = 0, open_withdrawals = 0, kyc_approved = 0, withdrawn = 0, withdrawn_nano = 0 WHERE shard <> 0;
  UPDATE overview_counts SET users = c.users, verified = c.verified, pending_kyc = c.pending_kyc, kyc_approved = c.kyc_approved,
    open_withdrawals = (SELECT count(*) FROM withdrawals WHERE status IN ('requested', 'approved')),
    withdrawn = (SELECT count(*) FROM withdrawals WHERE status = 'completed'),
    withdrawn_nano = (SELECT coalesce(sum(amount_nano), 0) FROM withdrawals WHERE status = 'completed')
  FROM (SELECT count(*) AS users, count(*) FILTER (WHERE email_verified) AS verified, count(*) FILTER (WHERE kyc_status = 'pending') AS pending_kyc,
               count(*) FILTER (WHERE kyc_status = 'approved') AS kyc_approved FROM users) c
  WHERE shard = 0;
$$;

UPDATE overview_counts SET kyc_approved = (SELECT count(*) FROM users WHERE kyc_status = 'approved'),
  withdrawn = (SELECT count(*) FROM withdrawals WHERE status = 'completed'),
  withdrawn_nano = (SELECT coalesce(sum(amount_nano), 0) FROM withdrawals WHERE status = 'completed')
WHERE shard = 0;
