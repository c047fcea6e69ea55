-- A published root written on chain (docs/decisions/057): the comment of a zero-value transfer
-- from the hot wallet to itself. Its own table: liability_roots is append-only. One row a root
-- (the key is what makes one transfer across instances); the signed message is stored before it
-- is sent, as a payout's is, so a retry re-sends the same message and never signs a second one
-- while the first may still be executed.
CREATE TABLE liability_root_anchors (
  snapshot_id bigint PRIMARY KEY REFERENCES liability_roots (snapshot_id),
  -- signed: stored, maybe not sent yet; broadcast: sent at least once; expired: its valid_until
  -- passed with the wallet's seqno unmoved, so it can never be executed and is signed again;
  -- confirmed: its transaction is on chain; failed: the wallet's transaction refused it
  status text NOT NULL CHECK (status IN ('signed', 'broadcast', 'expired', 'confirmed', 'failed')),
  destination text NOT NULL,
  comment text NOT NULL,
  seqno integer NOT NULL,
  valid_until timestamptz NOT NULL,
  boc text NOT NULL,
  message_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  -- the hot wallet's transaction that sent the comment, once seen on chain
  tx_hash text,
  tx_lt numeric(20, 0),
  reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  CHECK ((status = 'confirmed') = (tx_hash IS NOT NULL))
);
-- The worker's question each turn: is a transfer of ours in flight?
CREATE INDEX liability_root_anchors_in_flight_idx ON liability_root_anchors (updated_at) WHERE status IN ('signed', 'broadcast');
