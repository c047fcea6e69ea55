-- Referral farms and scripted sign-ups, found by the abuse-detection job and stopped by an
-- operator (decision 022). Detection writes clusters; only an operator's audited action changes
-- what an account may do, and every action has its undo.

-- Measures on one account, set and cleared by an operator's action on a cluster. A referral whose
-- credit is frozen no longer counts in its referrer's rate; an account whose mining is frozen
-- cannot start a session.
ALTER TABLE users ADD COLUMN referral_credit_frozen_at timestamptz;
ALTER TABLE users ADD COLUMN mining_frozen_at timestamptz;

-- The rate counts active referrals whose credit is not frozen: still one range of one index.
DROP INDEX users_referrals_mining_idx;
CREATE INDEX users_referrals_mining_idx ON users (referred_by, mining_until)
  WHERE referred_by IS NOT NULL AND mining_until IS NOT NULL AND referral_credit_frozen_at IS NULL;
-- A referrer's frozen referrals, for their back-office page.
CREATE INDEX users_referrals_frozen_idx ON users (referred_by) WHERE referral_credit_frozen_at IS NOT NULL;

CREATE TABLE abuse_clusters (
  id bigserial PRIMARY KEY,
  -- What the cluster is, stable from one run to the next: 'tree:<referrer id>',
  -- 'burst:<network hash>:<first sign-up epoch second>', 'device:<device id>'.
  key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('referral_tree', 'network_burst', 'shared_device')),
  score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  -- [{code, params}], said in words by the back office in the operator's language.
  reasons jsonb NOT NULL,
  referrer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  member_count integer NOT NULL,
  flagged_count integer NOT NULL,
  first_sign_up_at timestamptz NOT NULL,
  last_sign_up_at timestamptz NOT NULL,
  detected_at timestamptz NOT NULL,
  -- 'legitimate': an operator said these are real people; the cluster flags nobody any more.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'legitimate')),
  -- The operator's measures in force on the members (the accounts carry them too).
  referrals_frozen boolean NOT NULL DEFAULT false,
  mining_frozen boolean NOT NULL DEFAULT false,
  banned boolean NOT NULL DEFAULT false
);
CREATE INDEX abuse_clusters_rank_idx ON abuse_clusters (status, score DESC, id DESC);

CREATE TABLE abuse_cluster_members (
  cluster_id bigint NOT NULL REFERENCES abuse_clusters (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('referrer', 'member')),
  score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  -- The member's own traits: ["lockstep", "only_mining", …].
  traits jsonb NOT NULL,
  PRIMARY KEY (cluster_id, user_id)
);
CREATE INDEX abuse_cluster_members_user_idx ON abuse_cluster_members (user_id);

-- A cluster's history of decisions is its audit entries.
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id DESC) WHERE target_id IS NOT NULL;
