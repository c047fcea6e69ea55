import { useAgenda } from '../api/get-agenda.ts';
import { moreBadge, pageBadges } from '../agenda-badges.ts';
import { NavBadge } from './nav-badge.tsx';

/**
 * The badge of a bottom-bar entry (Jeux, Plus), loaded after the bar itself: it only appears once
 * the agenda says something waits, and its code stays out of every page's first load. Its
 * description element is always there (empty when nothing waits): the entry points at it.
 */
export default function BarBadge({ entry, id, className }: { entry: 'games' | 'more'; id: string; className?: string }) {
  const badges = useAgenda(pageBadges).data ?? {};
  const badge = entry === 'more' ? moreBadge(badges) : badges.games;
  return badge ? <NavBadge id={id} badge={badge} className={className} /> : <span id={id} hidden />;
}
