-- A player's own list of signed-in devices, and the "new device" notice (decision 023).
-- last_seen_at exists since 002 (the admin gate's session list) but nothing wrote it for players:
-- authentication now refreshes it at most every few minutes per session.
-- The device a session was started from, to tell a known device from a new one: the device
-- cookie's id when the browser sent one, else the browser and system names and the network prefix.
ALTER TABLE auth_sessions ADD COLUMN device_id uuid;
ALTER TABLE auth_sessions ADD COLUMN device_family text;
ALTER TABLE auth_sessions ADD COLUMN network text;
