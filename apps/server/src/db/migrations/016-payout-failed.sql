-- A payout whose jetton did not arrive (the hot wallet skipped the message, our jetton wallet
-- aborted, the destination bounced) waits for an operator as payout_failed: retried or refunded
-- by hand, never silently (docs/decisions/019).
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('requested', 'approved', 'signed', 'broadcast', 'completed', 'rejected', 'failed', 'payout_failed'));
CREATE INDEX withdrawals_payout_failed_idx ON withdrawals (updated_at) WHERE status = 'payout_failed';
