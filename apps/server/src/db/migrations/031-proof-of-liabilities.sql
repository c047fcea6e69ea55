-- The daily proof of liabilities (docs/decisions/057): what the product owes each account, as a
-- Merkle sum tree whose root is published and whose paths answer each player's proof.

-- One snapshot per UTC day of the product's clock: the day's unique key is what makes it once
-- across instances. The salt and the reference key are the snapshot's own; the key is secret (it
-- turns an account into its leaf's reference) and is dropped with the leaves after
-- PROOF_OF_LIABILITIES.proofDays, when the snapshot's proofs are no longer answered.
CREATE TABLE liability_snapshots (
  id bigserial PRIMARY KEY,
  day date NOT NULL UNIQUE,
  taken_at timestamptz NOT NULL,
  accounts integer NOT NULL CHECK (accounts >= 0),
  total_nano numeric(39, 0) NOT NULL CHECK (total_nano >= 0),
  -- what the total was checked against, read in the same transaction: the ledger's sum and the
  -- holds of pending withdrawals (a hold left the balance but is still owed)
  ledger_nano numeric(39, 0) NOT NULL,
  held_nano numeric(39, 0) NOT NULL,
  -- 2^chunk_levels leaves a chunk (PROOF_OF_LIABILITIES.chunkLevels when it was taken)
  chunk_levels smallint NOT NULL CHECK (chunk_levels BETWEEN 0 AND 20),
  salt bytea NOT NULL CHECK (length(salt) = 32),
  reference_key bytea CHECK (length(reference_key) = 32),
  proofs_dropped_at timestamptz
);

-- The leaves, sorted by reference (a keyed hash: the order is a fresh shuffle each day), in
-- chunks of 2^PROOF_OF_LIABILITIES.chunkLevels: each leaf is its reference (32 bytes) and its
-- amount (16 bytes, big-endian). A proof reads one chunk, found by its first reference.
CREATE TABLE liability_leaf_chunks (
  snapshot_id bigint NOT NULL REFERENCES liability_snapshots (id),
  chunk integer NOT NULL CHECK (chunk >= 0),
  first_reference bytea NOT NULL,
  leaves bytea NOT NULL,
  PRIMARY KEY (snapshot_id, chunk)
);
CREATE INDEX liability_leaf_chunks_reference_idx ON liability_leaf_chunks (snapshot_id, first_reference);

-- The tree's levels above the chunks (level chunk_levels up to the root): each node its hash (32
-- bytes) and its sum (16 bytes), in order. The levels below are rebuilt from one chunk per proof.
CREATE TABLE liability_tree_levels (
  snapshot_id bigint NOT NULL REFERENCES liability_snapshots (id),
  level smallint NOT NULL CHECK (level >= 0),
  nodes bytea NOT NULL,
  PRIMARY KEY (snapshot_id, level)
);

-- The published roots, kept for ever and append-only like the ledger. Each one's link hashes the
-- link before it (rootLink in packages/domain): one chain, no fork (a previous link is followed
-- once; only the first root has none).
CREATE TABLE liability_roots (
  snapshot_id bigint PRIMARY KEY REFERENCES liability_snapshots (id),
  day date NOT NULL UNIQUE,
  taken_at timestamptz NOT NULL,
  accounts integer NOT NULL CHECK (accounts >= 0),
  total_nano numeric(39, 0) NOT NULL CHECK (total_nano >= 0),
  root_hash bytea NOT NULL CHECK (length(root_hash) = 32),
  previous_link bytea REFERENCES liability_roots (link),
  link bytea NOT NULL UNIQUE CHECK (length(link) = 32),
  CONSTRAINT liability_roots_one_chain UNIQUE NULLS NOT DISTINCT (previous_link)
);

CREATE FUNCTION liability_roots_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'published liability roots cannot be changed or deleted';
END;
$$;
CREATE TRIGGER liability_roots_append_only BEFORE UPDATE OR DELETE ON liability_roots
  FOR EACH ROW EXECUTE FUNCTION liability_roots_are_append_only();
-- TRUNCATE skips row triggers: refused too.
CREATE TRIGGER liability_roots_no_truncate BEFORE TRUNCATE ON liability_roots
  FOR EACH STATEMENT EXECUTE FUNCTION liability_roots_are_append_only();
