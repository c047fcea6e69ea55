-- Route rate limits (sign-in, access-code unlock, bonus codes, bets, withdrawals…) are counted
-- here so that every server instance sees the same counters. UNLOGGED: a crash may reset the
-- windows, which is harmless, and the hot counters skip the write-ahead log.
CREATE UNLOGGED TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_start timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_start ON rate_limit_hits (window_start);
