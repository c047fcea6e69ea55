-- Periodic jobs take a lease row instead of a session advisory lock (decision 016): a lock held
-- by a session does not survive a transaction-mode pooler, which gives each transaction any
-- server connection. The row also says, for every instance, when each job last ran.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  last_started_at timestamptz NOT NULL,
  last_finished_at timestamptz,
  last_succeeded_at timestamptz,
  last_error text
);
