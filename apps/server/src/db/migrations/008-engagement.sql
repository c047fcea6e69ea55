-- Engagement (decision 074): messages, support tickets, house ads, Web Push subscriptions, scheduled notices.

CREATE TABLE global_messages (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('info', 'warning', 'success')),
  title text NOT NULL,
  content text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
-- "The current one": at most one active global message.
CREATE UNIQUE INDEX global_messages_one_active ON global_messages ((true)) WHERE active;

CREATE TABLE global_message_reads (
  message_id bigint NOT NULL REFERENCES global_messages (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (message_id, user_id)
);

CREATE TABLE information_messages (
  id bigserial PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
-- Marking all as read moves one watermark per user instead of writing a row per message.
ALTER TABLE users ADD COLUMN information_read_upto bigint NOT NULL DEFAULT 0;

CREATE TABLE support_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('account', 'mining', 'wallet', 'withdrawal', 'shop', 'games', 'other')),
  message text NOT NULL,
  screenshot_file text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  reply text,
  replied_by uuid REFERENCES users (id) ON DELETE SET NULL,
  replied_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at DESC);
CREATE INDEX support_tickets_open_idx ON support_tickets (created_at) WHERE status = 'open';

CREATE TABLE ads (
  id bigserial PRIMARY KEY,
  placement text NOT NULL CHECK (placement IN ('dashboard', 'leaderboard', 'game')),
  title text NOT NULL,
  image_file text,
  link text NOT NULL,
  languages text[] NOT NULL DEFAULT '{fr,en,es,ru,zh}',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true,
  impressions bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX ads_live_idx ON ads (placement, starts_at, ends_at) WHERE active;

CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

ALTER TABLE user_boosts ADD COLUMN expiry_notified boolean NOT NULL DEFAULT false;
CREATE INDEX mining_sessions_notify_idx ON mining_sessions (end_time) WHERE active AND NOT notification_sent;
CREATE INDEX user_boosts_notify_idx ON user_boosts (expires_at) WHERE NOT expiry_notified;

CREATE TABLE service_health (
  name text PRIMARY KEY,
  ok boolean NOT NULL,
  detail text,
  checked_at timestamptz NOT NULL
);
