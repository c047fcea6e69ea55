-- The reads a daily visit sends that were still parsed and planned at each execution, on a direct
-- connection as behind the pooler, as PL/pgSQL functions with a generic plan (decision 085, as
-- migration 029 did for the session and mining reads, decision 052): a server connection plans each
-- one once, and the call is a function scan. The queries are those the repositories sent
-- themselves, unchanged. Their generic plans are the same index scans as the per-call ones: each
-- reads one user's rows by an index led by that user (or the leaderboard's few rank steps), and a
-- page's cursor, NULL on a first page, only stops that ordered scan earlier.

-- A user's row (users.repository.ts), locked as writers of the user's money take it (FOR NO KEY
-- UPDATE: see findUserById) when lock_row. The whole row: the repository selects USER_COLUMNS from
-- it, and the users table's row type follows its migrations, so a new column needs no new function.
-- VOLATILE: a locking read is not allowed in a STABLE function.
CREATE FUNCTION user_by_id(wanted uuid, lock_row boolean) RETURNS SETOF users
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF lock_row THEN
    RETURN QUERY SELECT * FROM users WHERE id = wanted FOR NO KEY UPDATE;
  ELSE
    RETURN QUERY SELECT * FROM users WHERE id = wanted;
  END IF;
END;
$$;

-- The group page (referrals.repository.ts): a page of one's referrals after the cursor, the
-- counters and one's referrer's nickname.
CREATE FUNCTION referrals_page(referrer uuid, seen_at timestamptz, today date, page_size integer, after_at timestamptz, after_id uuid)
RETURNS TABLE (total integer, qualified integer, active bigint, referred_by_nickname text, referrals json)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT u.referral_count, u.qualified_referral_count,
    (SELECT count(*) FROM users r WHERE r.referred_by = u.id AND r.mining_until > seen_at AND r.referral_credit_frozen_at IS NULL),
    (SELECT p.nickname FROM users p WHERE p.id = u.referred_by AND p.deleted_at IS NULL),
    (SELECT coalesce(json_agg(json_build_object('id', l.id, 'nickname', l.nickname, 'created_at', l.created_at, 'sort_at', l.sort_at, 'active', l.active, 'reminded_today', l.reminded_today)
              ORDER BY l.created_at DESC, l.id DESC), '[]'::json)
       FROM (SELECT r.id, r.nickname, r.created_at, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_at,
               coalesce(r.mining_until > seen_at, false) AS active,
               r.id = ANY (ARRAY(SELECT m.referred_id FROM referral_reminders m WHERE m.referrer_id = referrer AND m.day = today)) AS reminded_today
             FROM users r WHERE r.referred_by = u.id AND (after_at IS NULL OR (r.created_at, r.id) < (after_at, after_id))
             ORDER BY r.created_at DESC, r.id DESC LIMIT page_size) l)
  FROM users u WHERE u.id = referrer;
END;
$$;

-- One's rank from one's total (leaderboard.repository.ts, rankOf: decision 011's rank steps).
CREATE FUNCTION leaderboard_ahead(total bigint, exact_ranks bigint)
RETURNS TABLE (ahead text, exact boolean)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH above AS (
    SELECT s.ahead, s.total_mined_nano FROM leaderboard_rank_steps s WHERE s.total_mined_nano > total ORDER BY s.total_mined_nano, s.ahead DESC LIMIT 1
  ), below AS (
    SELECT s.ahead, s.total_mined_nano FROM leaderboard_rank_steps s WHERE s.total_mined_nano <= total ORDER BY s.total_mined_nano DESC, s.ahead LIMIT 1
  )
  SELECT (CASE
    WHEN above.ahead IS NULL OR above.ahead < exact_ranks
      THEN (SELECT count(*) FROM users WHERE banned_at IS NULL AND deleted_at IS NULL AND total_mined_nano > total)
    WHEN below.ahead IS NULL THEN above.ahead
    ELSE greatest(exact_ranks, round(above.ahead + (below.ahead - 1 - above.ahead)::numeric
                                     * (above.total_mined_nano - total) / (above.total_mined_nano - below.total_mined_nano)))
  END)::text,
  (above.ahead IS NULL OR above.ahead < exact_ranks)
  FROM (SELECT 1) AS one LEFT JOIN above ON true LEFT JOIN below ON true;
END;
$$;

-- The message centre (messages.repository.ts, inboxOf): the current global message this user has
-- not read, a page of the information messages and how many of the newest `counted` are unread.
CREATE FUNCTION inbox_of(reader uuid, seen_at timestamptz, after_id bigint, page_size integer, counted integer, read_upto bigint)
RETURNS TABLE (global json, information json, unread integer)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT
    (SELECT row_to_json(g) FROM (
       SELECT g.id::text, g.type, g.title, g.content, g.active, g.expires_at, g.created_at FROM global_messages g
       WHERE g.active AND (g.expires_at IS NULL OR g.expires_at > seen_at)
         AND NOT EXISTS (SELECT 1 FROM global_message_reads r WHERE r.message_id = g.id AND r.user_id = reader)
       LIMIT 1) g),
    (SELECT coalesce(json_agg(json_build_object('id', i.id::text, 'title', i.title, 'content', i.content, 'created_at', i.created_at) ORDER BY i.id DESC), '[]'::json)
       FROM (SELECT m.id, m.title, m.content, m.created_at FROM information_messages m WHERE after_id IS NULL OR m.id < after_id ORDER BY m.id DESC LIMIT page_size) i),
    (SELECT count(*)::int FROM (SELECT m.id FROM information_messages m ORDER BY m.id DESC LIMIT counted) n WHERE n.id > read_upto);
END;
$$;

-- The bell's page (notifications.repository.ts, listNotificationsWithUnread): newest first before
-- the cursor, with the unread among the newest `kept`; one row with NULLs when the page is empty.
CREATE FUNCTION notifications_page(reader uuid, before_id bigint, page_size integer, kept integer)
RETURNS TABLE (unread integer, id bigint, type text, params jsonb, link text, created_at timestamptz, read_at timestamptz)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT counted.unread, page.id, page.type, page.params, page.link, page.created_at, page.read_at
    FROM (SELECT count(*) FILTER (WHERE newest.read_at IS NULL)::int AS unread
            FROM (SELECT n.read_at FROM notifications n WHERE n.user_id = reader ORDER BY n.id DESC LIMIT kept) newest) counted
    LEFT JOIN LATERAL (
      SELECT n.id, n.type, n.params, n.link, n.created_at, n.read_at FROM notifications n
       WHERE n.user_id = reader AND (before_id IS NULL OR n.id < before_id) ORDER BY n.id DESC LIMIT page_size) page ON true
   ORDER BY page.id DESC;
END;
$$;
