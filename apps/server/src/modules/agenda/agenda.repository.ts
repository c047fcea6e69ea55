import type { Queryable } from '#server/db/pool.ts';
import { RULE_IN_FORCE } from '#server/modules/rule-changes/rule-changes.repository.ts';

/** What the agenda is decided from, read for one player at one instant. */
export interface AgendaFacts {
  lastFreeSpin: Date | null;
  bonusSpinsUsed: number;
  qualifiedReferrals: number;
  /** Everyone who signed up with the player's code. */
  referrals: number;
  selfExcludedUntil: Date | null;
  unreadInformation: number;
  globalUnread: boolean;
  unreadSupportReplies: number;
  /** Whether the notification of the account's current KYC decision is still unread. */
  kycDecisionUnseen: boolean;
  /** When the boosts end, the queued ones included (they follow each other), null when none runs. */
  boostsEnd: Date | null;
  /** Whether a boost box can be bought (priced and on sale). */
  boostForSale: boolean;
  openWithdrawal: { status: string; amount: string } | null;
  pushDevices: number;
  /** The withdrawal minimums an admin stored (withdrawals.service reads them), undefined when none. */
  storedMinimums: unknown;
}

/** The withdrawals still on their way (withdrawals.repository's statuses). */
export const OPEN_WITHDRAWAL_STATUSES = ['requested', 'approved', 'signed', 'broadcast', 'payout_failed'] as const;

/**
 * Every fact of the agenda in one statement: the web app reads the agenda on each page and again
 * every minute, so it costs one round trip, each part an index range of the player's own rows
 * (slot_spins_user_idx, notifications_user_idx, user_boosts_user_idx, withdrawals_user_idx,
 * push_subscriptions_user_idx), and the withdrawal minimums in force (`minimumsKey`, docs/decisions/063). Unread
 * information is counted among the `informationShown` newest, as the message centre counts it.
 */
export async function agendaFacts(db: Queryable, userId: string, now: Date, informationShown: number, minimumsKey: string): Promise<AgendaFacts> {
  // Named: every page's badges ask it, so each connection parses and plans it once.
  const result = await db.query({
    name: 'agenda-facts',
    text: `SELECT
       (SELECT max(spun_at) FROM slot_spins WHERE user_id = u.id AND kind = 'free') AS last_free_spin,
       (SELECT count(*) FROM slot_spins WHERE user_id = u.id AND kind = 'bonus') AS bonus_spins_used,
       u.qualified_referral_count,
       u.referral_count,
       (SELECT self_excluded_until FROM game_limits WHERE user_id = u.id) AS self_excluded_until,
       (SELECT count(*) FROM (SELECT id FROM information_messages ORDER BY id DESC LIMIT $3) i WHERE i.id > u.information_read_upto) AS unread_information,
       EXISTS (SELECT 1 FROM global_messages g WHERE g.active AND (g.expires_at IS NULL OR g.expires_at > $2)
               AND NOT EXISTS (SELECT 1 FROM global_message_reads r WHERE r.message_id = g.id AND r.user_id = u.id)) AS global_unread,
       (SELECT count(*) FROM notifications WHERE user_id = u.id AND type = 'support_reply' AND read_at IS NULL) AS unread_support_replies,
       EXISTS (SELECT 1 FROM notifications WHERE user_id = u.id AND type = 'kyc_' || u.kyc_status AND read_at IS NULL) AS kyc_decision_unseen,
       (SELECT max(expires_at) FROM user_boosts WHERE user_id = u.id AND expires_at > $2) AS boosts_end,
       EXISTS (SELECT 1 FROM shop_items WHERE kind = 'boost_box' AND available AND price_nanoton IS NOT NULL) AS boost_for_sale,
       (SELECT json_build_object('status', status, 'amount', amount_nano::text) FROM withdrawals
          WHERE user_id = u.id AND status = ANY($4::text[]) ORDER BY created_at DESC LIMIT 1) AS open_withdrawal,
       (SELECT count(*) FROM push_subscriptions WHERE user_id = u.id) AS push_devices,
       ${RULE_IN_FORCE('$5::text', '$2::timestamptz')} AS stored_minimums
     FROM users u WHERE u.id = $1`,
    values: [userId, now, informationShown, OPEN_WITHDRAWAL_STATUSES, minimumsKey],
  });
  const row = result.rows[0];
  if (!row) throw new Error(`agenda facts: no user ${userId}`);
  return {
    lastFreeSpin: row.last_free_spin,
    bonusSpinsUsed: Number(row.bonus_spins_used),
    qualifiedReferrals: row.qualified_referral_count,
    referrals: row.referral_count,
    selfExcludedUntil: row.self_excluded_until,
    unreadInformation: Number(row.unread_information),
    globalUnread: row.global_unread,
    unreadSupportReplies: Number(row.unread_support_replies),
    kycDecisionUnseen: row.kyc_decision_unseen,
    boostsEnd: row.boosts_end,
    boostForSale: row.boost_for_sale,
    openWithdrawal: row.open_withdrawal,
    pushDevices: Number(row.push_devices),
    storedMinimums: row.stored_minimums ?? undefined,
  };
}
