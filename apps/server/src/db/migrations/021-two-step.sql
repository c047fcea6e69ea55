-- Two-step sign-in with a time-based code (RFC 6238) and its recovery codes (decision 024).

-- One row per account that started enrolling. The secret is sealed with TOTP_ENCRYPTION_KEY
-- (AES-256-GCM): a copy of the database alone does not give the codes. confirmed_at null: the
-- account scanned nothing yet and signs in with its password alone.
CREATE TABLE totp_factors (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed bytea NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  -- The time step of the last code accepted: a code is taken only for a later step, so a code
  -- seen over a shoulder or replayed within its 30 seconds is refused (conditional UPDATE).
  last_step bigint NOT NULL DEFAULT 0
);

-- Single-use codes for a lost authenticator; only their hash is kept, used_at marks them spent.
CREATE TABLE totp_recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
