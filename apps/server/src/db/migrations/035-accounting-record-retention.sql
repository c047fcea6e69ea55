-- Accounting records erased MY_DATA.accountingRetentionYears after the account's deletion
-- (docs/decisions/058). The ledger stays append-only for everything else: the one way a row goes
-- is erase_deleted_account_ledger(), for a deleted account whose rows sum to zero (its balance was
-- forfeited in one row at the deletion, decision 025), so no balance and no total changes.

-- When the account's records went: the job's queue is the deleted accounts without it.
ALTER TABLE users ADD COLUMN accounting_erased_at timestamptz;
CREATE INDEX users_accounting_retention_idx ON users (deleted_at)
  WHERE deleted_at IS NOT NULL AND accounting_erased_at IS NULL;

-- A row goes only while erase_deleted_account_ledger() erases its account, and only if that
-- account is deleted; any other UPDATE or DELETE is refused as before. The flag is transaction-local
-- and names the one account: a statement the function did not run cannot reach another's rows.
CREATE OR REPLACE FUNCTION ledger_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND current_setting('fre.erasing_ledger_of', true) = OLD.user_id::text
     AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id AND deleted_at IS NOT NULL) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger rows cannot be changed or deleted';
END;
$$;

-- Erases every ledger row of a deleted account whose balance is 0 and whose rows sum to 0 (the
-- ledger's total, the proof of liabilities' figure, is then the same), under the account's row
-- lock; returns how many rows went. The term itself is the job's to check, on the product's clock
-- (decision 065), which the database does not know.
CREATE FUNCTION erase_deleted_account_ledger(account uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  erased integer;
BEGIN
  PERFORM 1 FROM users WHERE id = account AND deleted_at IS NOT NULL AND balance_nano = 0 FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'account % is not a deleted account with a zero balance', account;
  END IF;
  IF (SELECT coalesce(sum(amount_nano), 0) FROM ledger WHERE user_id = account) <> 0 THEN
    RAISE EXCEPTION 'the ledger rows of account % do not sum to zero', account;
  END IF;
  PERFORM set_config('fre.erasing_ledger_of', account::text, true);
  DELETE FROM ledger WHERE user_id = account;
  GET DIAGNOSTICS erased = ROW_COUNT;
  PERFORM set_config('fre.erasing_ledger_of', '', true);
  RETURN erased;
END;
$$;
