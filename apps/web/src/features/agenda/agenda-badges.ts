import type { Agenda } from '@fre/domain';
import { APP_PAGES, type BarPageId, type SheetPageId } from '#web/config/app-pages.ts';

type PageId = BarPageId | SheetPageId;

/** A badge on a page's entry: how many things wait there, and the words a screen reader says (`nav.badges.<text>`, web). */
export interface PageBadge {
  count: number;
  text: 'games' | 'information' | 'support' | 'kycDecision' | 'kycNeeded' | 'shop';
}

/** The "Plus" entry's badge (`nav.badges.more`). */
export interface MoreBadge {
  count: number;
  text: 'more';
}

/**
 * The entries of the bar and the sheet that something waits behind, from the same agenda as the
 * dashboard's: the spins on Jeux, the unread messages on Informations, the answers on Support, a
 * KYC decision (or KYC needed) on its page, a boost ending on the shop. Progress that only needs
 * watching (a withdrawal, the contest) is on the dashboard, not a badge.
 */
export function pageBadges(agenda: Agenda | undefined): Partial<Record<PageId, PageBadge>> {
  if (!agenda) return {};
  const badges: Partial<Record<PageId, PageBadge>> = {};
  if (agenda.freeSpin) badges.games = { count: (agenda.freeSpin.free ? 1 : 0) + agenda.freeSpin.bonusSpins, text: 'games' };
  if (agenda.messages) badges.information = { count: agenda.messages.unread, text: 'information' };
  if (agenda.support) badges.support = { count: agenda.support.unread, text: 'support' };
  if (agenda.kyc) badges.kyc = { count: 1, text: agenda.kyc.state === 'needed' ? 'kycNeeded' : 'kycDecision' };
  if (agenda.boost?.state === 'ending') badges.shop = { count: 1, text: 'shop' };
  return badges;
}

/** The "Plus" entry's badge: how many of the sheet's pages have one (the sheet's rows show which). */
export function moreBadge(badges: Partial<Record<PageId, PageBadge>>): MoreBadge | undefined {
  const count = APP_PAGES.filter((page) => page.group !== 'bar' && badges[page.id]).length;
  return count > 0 ? { count, text: 'more' } : undefined;
}
