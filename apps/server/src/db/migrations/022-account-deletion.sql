-- Account deletion, data export and KYC document retention (issue 21, decision 025).

-- A deleted account keeps its row under a pseudonymous id: the ledger, withdrawals and payments the
-- law makes us keep still point at it and still sum exactly. Everything that names the person is
-- overwritten in the same transaction that sets deleted_at.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
-- The last data export: at most one an hour (a conditional UPDATE, so parallel requests get one).
ALTER TABLE users ADD COLUMN data_exported_at timestamptz;

-- The leaderboard reads neither banned nor deleted accounts: the top and the exact part of a rank
-- stay in the index.
DROP INDEX users_total_mined_idx;
CREATE INDEX users_total_mined_idx ON users (total_mined_nano DESC, id) WHERE banned_at IS NULL AND deleted_at IS NULL;

-- What identifies the person in a KYC submission is erased with the account; the decision, the
-- document type, country and number (one identity for one account, anti-money-laundering record)
-- stay.
ALTER TABLE kyc_submissions
  ALTER COLUMN first_name DROP NOT NULL,
  ALTER COLUMN last_name DROP NOT NULL,
  ALTER COLUMN date_of_birth DROP NOT NULL,
  ALTER COLUMN nationality DROP NOT NULL,
  ALTER COLUMN phone DROP NOT NULL,
  ALTER COLUMN address DROP NOT NULL,
  ALTER COLUMN city DROP NOT NULL,
  ALTER COLUMN postal_code DROP NOT NULL;
-- When the photos were deleted (KYC_FILE_RETENTION_DAYS after the decision, or with the account):
-- the back office then says so instead of showing broken images.
ALTER TABLE kyc_submissions ADD COLUMN files_deleted_at timestamptz;
-- The retention job's work: decided submissions whose photos are still stored, oldest first.
CREATE INDEX kyc_files_retention_idx ON kyc_submissions (reviewed_at) WHERE files_deleted_at IS NULL AND status <> 'pending';
