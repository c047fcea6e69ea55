-- Shop paid in TON (decision 071): items with admin-set prices, orders with a unique comment, and every
-- incoming payment recorded once (by transaction hash), credited or kept for admin review.

CREATE TABLE shop_items (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('pack', 'boost_box', 'fre_box')),
  rate_nano bigint,
  days integer,
  amount_nano bigint,
  price_nanoton bigint CHECK (price_nanoton IS NULL OR price_nanoton > 0),
  available boolean NOT NULL DEFAULT true,
  required_level integer NOT NULL DEFAULT 0,
  sort integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The catalogue of constants.ts (PACKS, BOOST_BOXES, FRE_BOXES); prices are set by an admin (no price, not for sale).
INSERT INTO shop_items (id, kind, rate_nano, days, amount_nano, sort) VALUES
  ('FRE1', 'pack', 25000000, NULL, NULL, 10),
  ('FRE3', 'pack', 50000000, NULL, NULL, 11),
  ('FRE5', 'pack', 100000000, NULL, NULL, 12),
  ('BOOST7', 'boost_box', 400000000, 7, NULL, 20),
  ('BOOST15', 'boost_box', 600000000, 15, NULL, 21),
  ('BOOST22', 'boost_box', 800000000, 22, NULL, 22),
  ('BOOST30', 'boost_box', 1000000000, 30, NULL, 23),
  ('FREBOX7500', 'fre_box', NULL, NULL, 7500000000000, 30),
  ('FREBOX15000', 'fre_box', NULL, NULL, 15000000000000, 31),
  ('FREBOX37500', 'fre_box', NULL, NULL, 37500000000000, 32),
  ('FREBOX75000', 'fre_box', NULL, NULL, 75000000000000, 33);

CREATE TABLE shop_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES shop_items (id),
  amount_nanoton bigint NOT NULL CHECK (amount_nanoton > 0),
  comment text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'expired')),
  valid_until timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  tx_hash text,
  CONSTRAINT shop_orders_comment_key UNIQUE (comment),
  CONSTRAINT shop_orders_tx_hash_key UNIQUE (tx_hash)
);
CREATE INDEX shop_orders_user_idx ON shop_orders (user_id, created_at DESC);
CREATE INDEX shop_orders_pending_idx ON shop_orders (valid_until) WHERE status = 'pending';

CREATE TABLE shop_payments (
  tx_hash text PRIMARY KEY,
  lt bigint NOT NULL,
  source text,
  amount_nanoton bigint NOT NULL,
  comment text,
  outcome text NOT NULL CHECK (outcome IN ('credited', 'underpaid', 'unknown_comment', 'order_not_pending', 'bounced', 'wrong_destination')),
  order_id uuid REFERENCES shop_orders (id),
  received_at timestamptz NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX shop_payments_review_idx ON shop_payments (recorded_at DESC) WHERE outcome <> 'credited';

CREATE TABLE indexer_cursors (
  name text PRIMARY KEY,
  lt bigint NOT NULL,
  updated_at timestamptz NOT NULL
);
