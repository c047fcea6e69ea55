import { CONTEST_TASKS, contestTaskWaitsForItsLink, DAY_MS, LEVEL_COUNT, REFERRALS, TIMERS, type Agenda } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { INFORMATION_SHOWN } from '#server/modules/messages/messages.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { MINIMUMS_KEY, minimumOfLevel, withdrawalMinimums } from '#server/modules/withdrawals/withdrawals.service.ts';
import { agendaFacts, type AgendaFacts } from './agenda.repository.ts';

/** Paid out on chain, or on its way there: the player's money has left. */
const SENT = new Set(['signed', 'broadcast']);

/**
 * What waits for a player today, each part decided by the rule of the module that owns it: the
 * slot's free spin (games), the inbox (messages), the support answers and KYC decisions not seen
 * (their notifications), the boosts (shop), the withdrawal on its way, the next contest level and
 * the end-of-session notifications (push).
 */
export function createAgendaService(ctx: AppContext, settings: SettingsService) {
  const { db, clock, config } = ctx;

  /** The next level, unless its task is done on a site whose link this installation has not set. */
  function contest(user: UserRow): Agenda['contest'] {
    if (user.level >= LEVEL_COUNT || contestTaskWaitsForItsLink(config.links, CONTEST_TASKS[user.level]!.task)) return null;
    return { level: user.level, next: user.level + 1 };
  }

  function freeSpin(facts: AgendaFacts, now: Date): Agenda['freeSpin'] {
    // Self-excluded from the games: nothing invites to play (the slot refuses the spin anyway).
    if (facts.selfExcludedUntil && facts.selfExcludedUntil > now) return null;
    const free = !facts.lastFreeSpin || now.getTime() - facts.lastFreeSpin.getTime() >= DAY_MS;
    const bonusSpins = Math.max(0, facts.qualifiedReferrals * REFERRALS.spinsPerQualifiedReferral - facts.bonusSpinsUsed);
    return free || bonusSpins > 0 ? { free, bonusSpins } : null;
  }

  function boost(facts: AgendaFacts, now: Date): Agenda['boost'] {
    if (!facts.boostsEnd) return facts.boostForSale ? { state: 'none' } : null;
    return facts.boostsEnd.getTime() - now.getTime() <= TIMERS.boostExpiryNoticeMs ? { state: 'ending', endsAt: facts.boostsEnd.toISOString() } : null;
  }

  /** A decision not seen; else, with a balance the player could withdraw, the verification it needs. */
  function kyc(user: UserRow, facts: AgendaFacts): Agenda['kyc'] {
    if ((user.kyc_status === 'approved' || user.kyc_status === 'rejected') && facts.kycDecisionUnseen) return { state: user.kyc_status };
    if (user.kyc_status !== 'none' && user.kyc_status !== 'rejected') return null;
    return user.balance_nano > 0n && user.balance_nano >= minimumOfLevel(withdrawalMinimums(facts.storedMinimums), user.level) ? { state: 'needed' } : null;
  }

  return {
    async forUser(user: UserRow): Promise<Agenda> {
      const now = clock.now();
      const [facts, flags] = await Promise.all([agendaFacts(db, user.id, now, INFORMATION_SHOWN, MINIMUMS_KEY), settings.current()]);
      const unread = facts.unreadInformation + (facts.globalUnread ? 1 : 0);
      const withdrawal = facts.openWithdrawal;
      return {
        freeSpin: flags.games ? freeSpin(facts, now) : null,
        messages: unread > 0 ? { unread } : null,
        support: facts.unreadSupportReplies > 0 ? { unread: facts.unreadSupportReplies } : null,
        boost: flags.shop ? boost(facts, now) : null,
        kyc: kyc(user, facts),
        withdrawal: withdrawal ? { stage: SENT.has(withdrawal.status) ? 'sent' : 'pending', amount: withdrawal.amount } : null,
        contest: contest(user),
        invite: flags.referrals && facts.referrals === 0 ? { bonusSpins: REFERRALS.spinsPerQualifiedReferral } : null,
        pushOff: facts.pushDevices === 0,
      };
    },
  };
}

export type AgendaService = ReturnType<typeof createAgendaService>;
