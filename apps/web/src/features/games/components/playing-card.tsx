import type { Card } from '@fre/domain';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './playing-card.module.css';

const SUIT_SIGNS = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

/** A card face drawn in CSS; `hidden` shows its back (the dealer's hole card). */
export function PlayingCard({ card, hidden = false }: { card?: Card | undefined; hidden?: boolean }) {
  const { t } = useTranslation('games');
  if (hidden || !card) return <span className={`${styles.card} ${styles.back}`} role="img" aria-label={t('cards.hidden')} />;
  const red = card.suit === 'diamonds' || card.suit === 'hearts';
  return (
    <span className={`${styles.card} ${red ? styles.red : ''}`} role="img" aria-label={t('cards.name', { rank: card.rank, suit: t(`cards.suits.${card.suit}`) })}>
      <span>{card.rank}</span>
      <span aria-hidden="true">{SUIT_SIGNS[card.suit]}</span>
    </span>
  );
}
