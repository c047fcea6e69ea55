-- Every decision an operator makes about a player, with the reason the player is told, and the
-- player's one appeal of it (decision 061).

CREATE TABLE decisions (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('ban', 'mining_freeze', 'referral_freeze', 'kyc_rejection', 'withdrawal_rejection')),
  -- One of packages/domain's DECISION_CATEGORIES of the kind, or 'unspecified' for one made before them.
  category text NOT NULL,
  -- The operator's words meant for the player, if any; the internal reason stays in evidence.
  note text,
  -- The KYC submission or the withdrawal decided on; null for a measure on the account.
  subject_id text,
  -- What the operator had before them, for the admin who answers an appeal: never shown to the player.
  evidence jsonb NOT NULL DEFAULT '{}',
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL,
  -- In force while null: set by the action's undo (an unban, an unfreeze) or by an overturned appeal.
  lifted_at timestamptz,
  lifted_by text CHECK (lifted_by IN ('operator', 'appeal')),
  CHECK ((subject_id IS NULL) = (kind IN ('ban', 'mining_freeze', 'referral_freeze'))),
  CHECK ((lifted_at IS NULL) = (lifted_by IS NULL))
);
-- A measure is in force once per account; a request is decided once.
CREATE UNIQUE INDEX decisions_one_measure_in_force ON decisions (user_id, kind) WHERE lifted_at IS NULL AND subject_id IS NULL;
CREATE UNIQUE INDEX decisions_one_per_subject ON decisions (kind, subject_id) WHERE subject_id IS NOT NULL;
CREATE INDEX decisions_user_idx ON decisions (user_id, id DESC);

CREATE TABLE appeals (
  id bigserial PRIMARY KEY,
  -- One appeal per decision: two requests at once make one row and one 409.
  decision_id bigint NOT NULL UNIQUE REFERENCES decisions (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  -- 'sign_in': a banned account's, proved by its password on the sign-in page.
  via text NOT NULL CHECK (via IN ('app', 'sign_in')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'upheld', 'overturned')),
  answer text,
  answered_by uuid REFERENCES users (id) ON DELETE SET NULL,
  answered_at timestamptz,
  -- What an overturn changed, for the record (a withdrawal filed again, a KYC back to review…).
  undone jsonb,
  created_at timestamptz NOT NULL,
  CHECK ((status = 'pending') = (answered_at IS NULL))
);
CREATE INDEX appeals_queue_idx ON appeals (created_at, id) WHERE status = 'pending';
CREATE INDEX appeals_answered_idx ON appeals (answered_at DESC, id DESC) WHERE status <> 'pending';
CREATE INDEX appeals_user_idx ON appeals (user_id, id DESC);

-- The decisions in force before this migration, as 'unspecified': the player is told the kind,
-- and a KYC or withdrawal rejection keeps the reason it already showed them.
INSERT INTO decisions (user_id, kind, category, decided_at)
  SELECT id, 'ban', 'unspecified', banned_at FROM users WHERE banned_at IS NOT NULL;
INSERT INTO decisions (user_id, kind, category, decided_at)
  SELECT id, 'mining_freeze', 'unspecified', mining_frozen_at FROM users WHERE mining_frozen_at IS NOT NULL;
INSERT INTO decisions (user_id, kind, category, decided_at)
  SELECT id, 'referral_freeze', 'unspecified', referral_credit_frozen_at FROM users WHERE referral_credit_frozen_at IS NOT NULL;
INSERT INTO decisions (user_id, kind, category, note, subject_id, decided_by, decided_at)
  SELECT user_id, 'kyc_rejection', 'unspecified', reason, id::text, reviewed_by, coalesce(reviewed_at, submitted_at)
  FROM kyc_submissions WHERE status = 'rejected';
INSERT INTO decisions (user_id, kind, category, note, subject_id, decided_at)
  SELECT user_id, 'withdrawal_rejection', 'unspecified', reason, id::text, updated_at FROM withdrawals WHERE status = 'rejected';
