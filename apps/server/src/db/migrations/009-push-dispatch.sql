-- Each notification is pushed once: the dispatcher claims rows with FOR UPDATE SKIP LOCKED.
ALTER TABLE notifications ADD COLUMN pushed_at timestamptz;
UPDATE notifications SET pushed_at = created_at;
CREATE INDEX notifications_unpushed_idx ON notifications (id) WHERE pushed_at IS NULL;
