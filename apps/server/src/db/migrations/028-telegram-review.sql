-- What Telegram sends that we do not take as it came, kept for an admin (decision 045, amended).

-- A successful_payment is re-checked against its order on arrival: the payer (the Telegram user of
-- the order's account), the currency (XTR) and the total (the order's Stars). A payment that differs
-- is recorded once like any other (its charge id is the key) but credits nothing: outcome
-- 'mismatch', with what differed ({"payer"|"currency"|"total": {"paid": …, "expected": …}}).
ALTER TABLE star_payments ADD COLUMN currency text NOT NULL DEFAULT 'XTR';
ALTER TABLE star_payments ADD COLUMN mismatch jsonb;
ALTER TABLE star_payments DROP CONSTRAINT star_payments_outcome_check;
ALTER TABLE star_payments ADD CONSTRAINT star_payments_outcome_check
  CHECK (outcome IN ('credited', 'already_owned', 'unknown_order', 'order_not_pending', 'mismatch'));
ALTER TABLE star_payments ADD CONSTRAINT star_payments_mismatch_whole CHECK ((outcome = 'mismatch') = (mismatch IS NOT NULL));
-- A payment that credited nothing is under review until an admin refunds it or marks it reviewed
-- (kept: the Stars stay with us, the admin's decision is audited).
ALTER TABLE star_payments ADD COLUMN reviewed_at timestamptz;
ALTER TABLE star_payments ADD COLUMN reviewed_by uuid REFERENCES users (id);
ALTER TABLE star_payments ADD CONSTRAINT star_payments_review_whole CHECK ((reviewed_at IS NULL) = (reviewed_by IS NULL));
-- The back office lists the payments under review whatever their age.
CREATE INDEX star_payments_open_idx ON star_payments (received_at) WHERE outcome <> 'credited' AND refunded_at IS NULL AND reviewed_at IS NULL;

-- An update the webhook refuses (a value Telegram's schema never allows: an id beyond 52 bits, a
-- total beyond a 32-bit integer, a NUL in a charge id…) is answered 200, so that Telegram stops
-- sending it, and kept here once: `digest` is the SHA-256 of the update as received, so a
-- redelivery or a parallel copy adds nothing. `body` is its JSON text (everything outside printable
-- ASCII escaped, cut to a bound); `reason` says which fields were refused.
CREATE TABLE telegram_refused_updates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  digest bytea NOT NULL UNIQUE,
  update_id bigint,
  kind text NOT NULL CHECK (kind IN ('successful_payment', 'pre_checkout_query', 'message', 'other')),
  reason text NOT NULL,
  body text NOT NULL,
  received_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id),
  CONSTRAINT telegram_refused_updates_review_whole CHECK ((reviewed_at IS NULL) = (reviewed_by IS NULL))
);
CREATE INDEX telegram_refused_updates_received_idx ON telegram_refused_updates (received_at DESC);
