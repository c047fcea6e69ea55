-- The back office reads every shop order newest first, a page at a time, by (created_at, id)
-- (docs/decisions/060): the keyset's order, so a page reads its rows and no sort of the whole table.
-- The payments kept for review and the ads already have theirs (shop_payments_review_idx, the ads' id).
CREATE INDEX shop_orders_created_idx ON shop_orders (created_at DESC, id DESC);
-- The refused Telegram updates still to review, oldest first: the queue's keyset order.
CREATE INDEX telegram_refused_updates_unreviewed_idx ON telegram_refused_updates (received_at, id) WHERE reviewed_at IS NULL;
