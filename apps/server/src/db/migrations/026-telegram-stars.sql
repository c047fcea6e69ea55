-- Telegram Stars for the shop's digital goods (decision 045), and bot messages in place of Web Push
-- inside Telegram.

-- A price in Stars per item, beside the TON one; null = not for sale inside Telegram. The first
-- prices come from the domain's catalogue (PACKS, BOOST_BOXES, FRE_BOXES `stars`), written once per
-- item at start by shop-catalogue.ts (`stars_seeded`), so that the numbers live in one place and an
-- admin's later choice, a null included, is never overwritten.
ALTER TABLE shop_items ADD COLUMN price_stars integer CHECK (price_stars IS NULL OR price_stars > 0);
ALTER TABLE shop_items ADD COLUMN stars_seeded boolean NOT NULL DEFAULT false;

-- One orders table for both methods: an order is what a player reserved (item, price, validity),
-- however it is paid; the admin's list, GET /api/shop/orders/:id and the grant stay one path. A TON
-- order has its nanoTON amount and the comment the transfer carries; a Stars order its amount in
-- Stars (the invoice's payload names the order by id). The CHECK keeps each method's fields whole.
ALTER TABLE shop_orders ADD COLUMN method text NOT NULL DEFAULT 'ton' CHECK (method IN ('ton', 'stars'));
ALTER TABLE shop_orders ADD COLUMN amount_stars integer;
ALTER TABLE shop_orders ALTER COLUMN amount_nanoton DROP NOT NULL;
ALTER TABLE shop_orders ALTER COLUMN comment DROP NOT NULL;
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_method_fields CHECK (
  (method = 'ton' AND amount_nanoton IS NOT NULL AND comment IS NOT NULL AND amount_stars IS NULL)
  OR (method = 'stars' AND amount_stars > 0 AND amount_nanoton IS NULL AND comment IS NULL)
);
-- A Stars payment refunded by an admin: the order says so too.
ALTER TABLE shop_orders DROP CONSTRAINT shop_orders_status_check;
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_status_check CHECK (status IN ('pending', 'paid', 'expired', 'refunded'));

-- Every successful_payment once: Telegram's charge id is the key, inserted first in the crediting
-- transaction, so a repeated update (Telegram retries until it gets a 200) credits nothing.
CREATE TABLE star_payments (
  telegram_payment_charge_id text PRIMARY KEY,
  provider_payment_charge_id text,
  order_id uuid REFERENCES shop_orders (id),
  user_id uuid REFERENCES users (id),
  telegram_user_id bigint NOT NULL,
  stars integer NOT NULL CHECK (stars > 0),
  payload text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('credited', 'already_owned', 'unknown_order', 'order_not_pending')),
  received_at timestamptz NOT NULL,
  refunded_at timestamptz,
  refunded_by uuid REFERENCES users (id),
  -- What the refund took back: 'fre_debited', 'pack_removed', 'boost_removed' or 'nothing_granted'.
  refund_reversal text,
  CONSTRAINT star_payments_refund_whole CHECK ((refunded_at IS NULL) = (refund_reversal IS NULL))
);
CREATE INDEX star_payments_received_idx ON star_payments (received_at DESC);

-- Bot messages (session ended, withdrawal paid) only once the player allowed the bot to write
-- (the webview's requestWriteAccess); a bot blocked by the player (403) withdraws it.
ALTER TABLE users ADD COLUMN telegram_messages_allowed boolean NOT NULL DEFAULT false;
