import type { Card } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './playing-card.module.css';

const SUIT_SIGNS = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

/** Diagonal lines every `step` across the rectangle (x0, y0)–(x1, y1), both ways, cut at its edges: the back's lattice. */
function lattice(x0: number, y0: number, x1: number, y1: number, step: number): string {
  const lines: string[] = [];
  for (let c = x0 + y0 + step; c < x1 + y1; c += step) {
    const [from, to] = [Math.max(x0, c - y1), Math.min(x1, c - y0)];
    lines.push(`M${from} ${c - from}L${to} ${c - to}`);
  }
  for (let c = x0 - y1 + step; c < x1 - y0; c += step) {
    const [from, to] = [Math.max(x0, c + y0), Math.min(x1, c + y1)];
    lines.push(`M${from} ${from - c}L${to} ${to - c}`);
  }
  return lines.join('');
}
const BACK_LATTICE = lattice(6, 6, 50, 74, 8);

/** The back of every card: a gold lattice on night blue round a gold diamond, drawn at the card's size. */
function CardBack() {
  return (
    <svg viewBox="0 0 56 80" width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect width="56" height="80" fill="var(--color-night-800)" />
      <path d={BACK_LATTICE} fill="none" stroke="var(--color-gold-700)" strokeOpacity="0.55" strokeWidth="1" />
      <rect x="4" y="4" width="48" height="72" rx="4" fill="none" stroke="var(--color-gold-500)" strokeWidth="1.5" />
      <circle cx="28" cy="40" r="11" fill="var(--color-night-800)" stroke="var(--color-gold-500)" strokeWidth="1.5" />
      <path d="M28 32l6 8-6 8-6-8Z" fill="var(--color-gold-500)" />
      <path d="M28 32l-6 8h6Z" fill="var(--color-gold-300)" />
    </svg>
  );
}

/** A card face drawn in CSS; `hidden` shows its drawn back (the dealer's hole card, Hi-Lo's deck before the deal). */
export function PlayingCard({ card, hidden = false }: { card?: Card | undefined; hidden?: boolean }) {
  const { t } = useTranslation('games');
  if (hidden || !card)
    return (
      <span className={`${styles.card} ${styles.back}`} role="img" aria-label={t('cards.hidden')}>
        <CardBack />
      </span>
    );
  const red = card.suit === 'diamonds' || card.suit === 'hearts';
  return (
    <span className={`${styles.card} ${red ? styles.red : ''}`} role="img" aria-label={t('cards.name', { rank: card.rank, suit: t(`cards.suits.${card.suit}`) })}>
      <span>{card.rank}</span>
      <span aria-hidden="true">{SUIT_SIGNS[card.suit]}</span>
    </span>
  );
}
