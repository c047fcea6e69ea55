-- Requests tracked (docs/decisions/062): each stage a KYC check or a withdrawal reached, with its
-- time, written in the transaction of the status change it records. One row a stage: the primary
-- key makes a stage (and the notice it sends) once, also when two admins or two servers race.
-- 'overdue' is the flag the overdue scan sets once, when a request waits past its promise.
CREATE TABLE kyc_events (
  submission_id uuid NOT NULL REFERENCES kyc_submissions (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('received', 'in_review', 'decided', 'overdue')),
  at timestamptz NOT NULL,
  PRIMARY KEY (submission_id, stage)
);

CREATE TABLE withdrawal_events (
  withdrawal_id uuid NOT NULL REFERENCES withdrawals (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('received', 'in_review', 'second_approval', 'decided', 'sent', 'confirmed', 'overdue')),
  at timestamptz NOT NULL,
  PRIMARY KEY (withdrawal_id, stage)
);

-- The expected date reads the last 30 days' decisions: found by their time, not by a scan.
CREATE INDEX kyc_events_decided_idx ON kyc_events (at) WHERE stage = 'decided';
CREATE INDEX withdrawal_events_decided_idx ON withdrawal_events (at) WHERE stage = 'decided';
-- The queue positions and overdue counts read the waiting requests in their order.
CREATE INDEX withdrawals_requested_idx ON withdrawals (created_at, id) WHERE status = 'requested';

-- What the rows already say, so that the requests made before this migration have their times.
INSERT INTO kyc_events (submission_id, stage, at) SELECT id, 'received', submitted_at FROM kyc_submissions;
INSERT INTO kyc_events (submission_id, stage, at) SELECT id, 'decided', reviewed_at FROM kyc_submissions WHERE reviewed_at IS NOT NULL;
INSERT INTO withdrawal_events (withdrawal_id, stage, at) SELECT id, 'received', created_at FROM withdrawals;
INSERT INTO withdrawal_events (withdrawal_id, stage, at)
  SELECT withdrawal_id, 'decided', max(approved_at) FROM withdrawal_approvals a JOIN withdrawals w ON w.id = a.withdrawal_id
   WHERE w.status <> 'requested' GROUP BY withdrawal_id;
INSERT INTO withdrawal_events (withdrawal_id, stage, at) SELECT id, 'decided', updated_at FROM withdrawals WHERE status = 'rejected'
  ON CONFLICT DO NOTHING;
INSERT INTO withdrawal_events (withdrawal_id, stage, at) SELECT id, 'confirmed', completed_at FROM withdrawals WHERE completed_at IS NOT NULL;
