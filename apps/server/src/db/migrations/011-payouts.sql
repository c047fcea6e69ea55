-- Hot-wallet payouts: the signed message is stored before it is broadcast, so a crash can only
-- lead to re-broadcasting the very same message (same seqno), never to a second transfer.
CREATE SEQUENCE withdrawal_query_ids;
ALTER TABLE withdrawals
  ADD COLUMN payout_query_id bigint,
  ADD COLUMN payout_seqno integer,
  ADD COLUMN payout_valid_until timestamptz,
  ADD COLUMN payout_boc text,
  ADD COLUMN payout_message_hash text,
  ADD COLUMN payout_attempts integer NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX withdrawals_query_id_key ON withdrawals (payout_query_id) WHERE payout_query_id IS NOT NULL;
