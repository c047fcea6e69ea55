-- KYC (decision 073) and withdrawals (decisions 067, 070, 071): one identity per account, holds in the ledger.

CREATE TABLE kyc_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date NOT NULL,
  nationality text NOT NULL,
  phone text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('passport', 'id_card', 'driving_license')),
  document_number text NOT NULL,
  front_file text NOT NULL,
  back_file text,
  selfie_file text NOT NULL,
  submitted_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text
);
-- One review at a time per user, and one identity (document) for one account.
CREATE UNIQUE INDEX kyc_one_pending_per_user ON kyc_submissions (user_id) WHERE status = 'pending';
CREATE UNIQUE INDEX kyc_identity_key ON kyc_submissions (document_type, upper(document_number), country) WHERE status IN ('pending', 'approved');
CREATE INDEX kyc_user_idx ON kyc_submissions (user_id, submitted_at DESC);
CREATE INDEX kyc_pending_idx ON kyc_submissions (submitted_at) WHERE status = 'pending';

CREATE TABLE withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount_nano bigint NOT NULL CHECK (amount_nano > 0),
  wallet_address text NOT NULL,
  status text NOT NULL DEFAULT 'requested'
    CHECK (status IN ('requested', 'approved', 'signed', 'broadcast', 'completed', 'rejected', 'failed')),
  approvals_needed integer NOT NULL CHECK (approvals_needed IN (1, 2)),
  reason text,
  tx_hash text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_open_idx ON withdrawals (created_at) WHERE status IN ('requested', 'approved');

CREATE TABLE withdrawal_approvals (
  withdrawal_id uuid NOT NULL REFERENCES withdrawals (id) ON DELETE CASCADE,
  admin_id uuid NOT NULL REFERENCES users (id),
  approved_at timestamptz NOT NULL,
  PRIMARY KEY (withdrawal_id, admin_id)
);
