-- Idempotency keys (decision 053). A request that moves money or creates something may carry an
-- Idempotency-Key header; its answer is written here in the same transaction as its effect, so the
-- row exists exactly when the effect does. A retry with the same key and the same request gets this
-- answer again instead of a second effect. `scope` is whose key it is ('user:<id>' or
-- 'admin:<id>'): a key never crosses accounts. `fingerprint` is the SHA-256 (hex) of the request's
-- canonical JSON (path parameters and body): the same key with another request is refused. `body`
-- is json, not jsonb: the answer is sent again as its text was written.
-- Only answers that applied something are kept (2xx); a refusal is decided again on a retry.
-- Rows go after IDEMPOTENCY.retentionMs, by the idempotency-sweep job.
CREATE TABLE idempotency_keys (
  scope text NOT NULL CHECK (scope ~ '^(user|admin):[0-9a-f-]{36}$'),
  operation text NOT NULL CHECK (length(operation) BETWEEN 1 AND 64),
  key text NOT NULL CHECK (key ~ '^[\x21-\x7e]{1,255}$'),
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  status smallint NOT NULL CHECK (status BETWEEN 200 AND 299),
  body json,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key, operation)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
