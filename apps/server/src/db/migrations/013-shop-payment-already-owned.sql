-- A pack paid twice (two orders opened before either was paid) is granted once; the second
-- payment is kept for review as 'already_owned' so that an operator refunds it.
ALTER TABLE shop_payments DROP CONSTRAINT shop_payments_outcome_check;
ALTER TABLE shop_payments ADD CONSTRAINT shop_payments_outcome_check
  CHECK (outcome IN ('credited', 'underpaid', 'unknown_comment', 'order_not_pending', 'bounced', 'wrong_destination', 'already_owned'));
