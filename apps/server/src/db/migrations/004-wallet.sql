-- TON wallets (decision 071): one wallet per account and one account per wallet, proven with ton_proof.

CREATE TABLE ton_proof_nonces (
  payload text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX ton_proof_nonces_expiry_idx ON ton_proof_nonces (expires_at);

ALTER TABLE users ADD COLUMN wallet_changed_at timestamptz;
CREATE UNIQUE INDEX users_ton_wallet_key ON users (ton_wallet) WHERE ton_wallet IS NOT NULL;
