-- The two reads every signed-in request makes, as PL/pgSQL functions (decision 052): a function's
-- statements are prepared once per server connection and their plans kept there, so behind a
-- transaction-mode pooler, where the app cannot keep named prepared statements, they are not
-- planned again at each execution. The queries are those the repositories sent themselves.
-- Each runs with a generic plan (plan_cache_mode): left to choose, PostgreSQL compares the generic
-- plan, costed for 10 keys, with plans made for the batch at hand (often 1 key), finds it dearer and
-- plans again at every call, as it did for the named statements of a direct connection. Both plans
-- are the same index lookups in nested loops whatever the batch's size (up to 64 keys, decision 013).

-- The signed-in users of session tokens, each checked at its own time (auth.repository.ts). The
-- user's columns are USER_COLUMNS (user-row.ts), which the repository selects by name: a column
-- added there needs a migration that recreates this function, or every sign-in lookup fails.
CREATE FUNCTION session_users(token_hashes bytea[], checked_at timestamptz[])
RETURNS TABLE (
  i bigint, id uuid, email text, nickname text, email_verified boolean, has_password boolean, made_in_telegram boolean,
  telegram_id bigint, referral_code text, referred_by uuid, role text, level integer, balance_nano bigint,
  total_mined_nano bigint, mining_rate_nano bigint, active_referrals integer, rate_persisted_at timestamptz, kyc_status text,
  ton_wallet text, telegram_username text, language text, tutorial_completed boolean, tutorial_skipped boolean,
  banned_at timestamptz, mining_frozen_at timestamptz, wallet_changed_at timestamptz, telegram_linked_at timestamptz,
  telegram_first_name text, telegram_paused_at timestamptz, pending_email text, withdrawals_paused_until timestamptz,
  withdrawals_paused_by text, information_read_upto bigint, created_at timestamptz, updated_at timestamptz,
  session_id uuid, session_seen_at timestamptz, session_reauthenticated_at timestamptz
) LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT k.i, u.id, u.email, u.nickname, u.email_verified, u.has_password, u.made_in_telegram,
    u.telegram_id, u.referral_code, u.referred_by, u.role, u.level, u.balance_nano,
    u.total_mined_nano, u.mining_rate_nano, u.active_referrals, u.rate_persisted_at, u.kyc_status,
    u.ton_wallet, u.telegram_username, u.language, u.tutorial_completed, u.tutorial_skipped,
    u.banned_at, u.mining_frozen_at, u.wallet_changed_at, u.telegram_linked_at,
    u.telegram_first_name, u.telegram_paused_at, u.pending_email, u.withdrawals_paused_until,
    u.withdrawals_paused_by, u.information_read_upto, u.created_at, u.updated_at,
    s.id, s.last_seen_at, s.reauthenticated_at
  FROM unnest(token_hashes, checked_at) WITH ORDINALITY AS k(token_hash, at, i)
  JOIN auth_sessions s ON s.token_hash = k.token_hash AND s.revoked_at IS NULL AND s.expires_at > k.at
  JOIN users u ON u.id = s.user_id AND u.banned_at IS NULL;
END;
$$;

-- Everything the dashboard needs, for several users each at its own time (mining.repository.ts):
-- the active referrals are one range of users_referrals_mining_idx, read only as far as the rate
-- counts them (`counted_up_to`).
CREATE FUNCTION mining_views(user_ids uuid[], seen_at timestamptz[], counted_up_to integer)
RETURNS TABLE (
  i bigint, level integer, mining_rate_nano bigint, stored_counted_referrals integer, rate_persisted_at timestamptz,
  counted_referrals bigint, boosts json, packs json,
  s_id uuid, s_user_id uuid, s_start_time timestamptz, s_end_time timestamptz, s_rate_nano bigint, s_accrued_nano bigint,
  s_accrued_until timestamptz, s_time_reduction_ms bigint, s_active boolean, s_claimed boolean, s_claimed_at timestamptz,
  s_ended_at timestamptz, s_earnings_nano bigint
) LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT k.i, u.level, u.mining_rate_nano, u.active_referrals, u.rate_persisted_at,
    (SELECT count(*) FROM (SELECT FROM users r WHERE r.referred_by = u.id AND r.mining_until > k.at AND r.referral_credit_frozen_at IS NULL LIMIT counted_up_to) counted),
    (SELECT coalesce(json_agg(json_build_object('rate', b.rate_nano::text, 'expiresAt', b.expires_at)), '[]'::json)
       FROM user_boosts b WHERE b.user_id = u.id AND b.applied_at <= k.at AND b.expires_at > k.at),
    (SELECT coalesce(json_agg(p.rate_nano::text), '[]'::json) FROM user_packs p WHERE p.user_id = u.id),
    s.id, s.user_id, s.start_time, s.end_time, s.rate_nano, s.accrued_nano,
    s.accrued_until, s.time_reduction_ms, s.active, s.claimed, s.claimed_at,
    s.ended_at, s.earnings_nano
  FROM unnest(user_ids, seen_at) WITH ORDINALITY AS k(user_id, at, i)
  JOIN users u ON u.id = k.user_id
  LEFT JOIN mining_sessions s ON s.user_id = u.id AND s.active;
END;
$$;
