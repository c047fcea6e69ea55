import type { Agenda } from '@fre/domain';
import { HOUR_MS, LEVEL_COUNT, WITHDRAWAL_MAX_DELAY_HOURS } from '@fre/domain';
import { PAGE_PARTS, paths } from '#web/config/paths.ts';

/** A line of the agenda: its texts are `agenda.items.<key>.title` and `.text` (web), read with `values`. */
export interface AgendaEntry {
  key:
    | 'kycApproved'
    | 'kycRejected'
    | 'support'
    | 'withdrawalPending'
    | 'withdrawalSent'
    | 'freeSpin'
    | 'freeSpinAndBonus'
    | 'bonusSpins'
    | 'messages'
    | 'boostEnding'
    | 'kycNeeded'
    | 'contest'
    | 'invite'
    | 'boostNone'
    | 'push';
  /** The page that deals with it, one tap away. */
  href: string;
  values: Record<string, number | string>;
}

/** What this browser can do about the end-of-session notifications. */
export interface DeviceAbilities {
  /** It can show push notifications, and the player has not refused them to this site. */
  push: boolean;
}

/**
 * The agenda's lines in the order a player deals with them: news about their money and account
 * first, then today's actions, then what would earn more, then the settings. Only what is true.
 */
export function agendaEntries(agenda: Agenda, device: DeviceAbilities, now: number): AgendaEntry[] {
  const entries: AgendaEntry[] = [];
  const add = (key: AgendaEntry['key'], href: string, values: AgendaEntry['values'] = {}) => entries.push({ key, href, values });
  const { kyc, boost } = agenda;

  if (kyc?.state === 'approved') add('kycApproved', paths.kyc.getHref());
  if (kyc?.state === 'rejected') add('kycRejected', paths.kyc.getHref());
  if (agenda.support) add('support', paths.support.getHref(), { count: agenda.support.unread });
  if (agenda.withdrawal?.stage === 'pending') add('withdrawalPending', paths.withdrawal.getHref(), { amount: agenda.withdrawal.amount, hours: WITHDRAWAL_MAX_DELAY_HOURS });
  if (agenda.withdrawal?.stage === 'sent') add('withdrawalSent', paths.withdrawal.getHref(), { amount: agenda.withdrawal.amount });
  const spins = agenda.freeSpin;
  if (spins) add(spins.free ? (spins.bonusSpins > 0 ? 'freeSpinAndBonus' : 'freeSpin') : 'bonusSpins', paths.game.getHref('slot'), { count: spins.bonusSpins });
  if (agenda.messages) add('messages', paths.information.getHref(), { count: agenda.messages.unread });
  // Counted in whole hours, rounded up: "within 3 hours" stays true until it ends.
  if (boost?.state === 'ending') add('boostEnding', paths.shop.getHref(), { count: Math.max(1, Math.ceil((Date.parse(boost.endsAt) - now) / HOUR_MS)) });
  if (kyc?.state === 'needed') add('kycNeeded', paths.kyc.getHref());
  if (agenda.contest) add('contest', paths.contest.getHref(), { next: agenda.contest.next, max: LEVEL_COUNT });
  if (agenda.invite) add('invite', paths.group.getHref(), { count: agenda.invite.bonusSpins });
  if (boost?.state === 'none') add('boostNone', paths.shop.getHref());
  // Straight to the switch, not to the top of Profile, 1,650 px above it.
  if (agenda.pushOff && device.push) add('push', `${paths.profile.getHref()}#${PAGE_PARTS.pushSettings}`);
  return entries;
}
