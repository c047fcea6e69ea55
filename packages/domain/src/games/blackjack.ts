/**
 * Blackjack (decision 072), rules stated on screen: infinite deck, dealer stands on all 17s (soft 17
 * included), dealer peeks for blackjack, a natural pays 3:2 (2.5x the stake in total),
 * double down on the first two cards, no split, no insurance. The round is fixed at bet time.
 */
import { cardFromFloat, type Card } from './cards.ts';
import { BLACKJACK } from './game-rules.ts';

export { BLACKJACK };

export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    if (card.rank === 'A') {
      aces += 1;
      total += 11;
    } else total += ['J', 'Q', 'K', '10'].includes(card.rank) ? 10 : Number(card.rank);
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces -= 1;
  }
  return { total, soft: aces > 0 };
}

const isNatural = (cards: readonly Card[]) => cards.length === 2 && handValue(cards).total === 21;

export interface BlackjackRound {
  player: Card[];
  dealer: Card[];
  /** Next card to deal from the fixed sequence. */
  cursor: number;
  doubled: boolean;
  finished: boolean;
  /** Total returned, as a multiple of the original stake (0 lost, 1 push, 2 win, 2.5 natural, 4 doubled win). */
  payout: number | null;
}

export function dealBlackjack(floats: readonly number[]): BlackjackRound {
  const cards = floats.map(cardFromFloat);
  const round: BlackjackRound = { player: [cards[0]!, cards[2]!], dealer: [cards[1]!, cards[3]!], cursor: 4, doubled: false, finished: false, payout: null };
  if (isNatural(round.player) || isNatural(round.dealer)) return settle(round, cards);
  return round;
}

function settle(round: BlackjackRound, cards: readonly Card[]): BlackjackRound {
  const playerNatural = isNatural(round.player);
  const dealerNatural = isNatural(round.dealer);
  const stake = round.doubled ? 2 : 1;
  let payout: number;
  if (playerNatural || dealerNatural) payout = playerNatural && dealerNatural ? 1 : playerNatural ? BLACKJACK.naturalPays : 0;
  else if (handValue(round.player).total > 21) payout = 0;
  else {
    const dealer = [...round.dealer];
    let cursor = round.cursor;
    while (handValue(dealer).total < BLACKJACK.dealerStandsOn) dealer.push(cards[cursor++]!);
    round = { ...round, dealer, cursor };
    const p = handValue(round.player).total;
    const d = handValue(dealer).total;
    payout = d > 21 || p > d ? 2 * stake : p === d ? stake : 0;
  }
  return { ...round, finished: true, payout };
}

export type BlackjackAction = 'hit' | 'stand' | 'double';

export function canDouble(round: BlackjackRound): boolean {
  return !round.finished && round.player.length === 2 && !round.doubled;
}

export function playBlackjack(round: BlackjackRound, action: BlackjackAction, floats: readonly number[]): BlackjackRound {
  if (round.finished) throw new Error('the round is over');
  const cards = floats.map(cardFromFloat);
  if (action === 'double' && !canDouble(round)) throw new Error('double only on the first two cards');
  if (action === 'hit' || action === 'double') {
    const next = { ...round, player: [...round.player, cards[round.cursor]!], cursor: round.cursor + 1, doubled: round.doubled || action === 'double' };
    if (action === 'double' || handValue(next.player).total >= 21) return settle(next, cards);
    return next;
  }
  return settle(round, cards);
}

/** Basic strategy for these rules (no split), used to prove the return to player. */
export function basicStrategy(round: BlackjackRound): BlackjackAction {
  const { total, soft } = handValue(round.player);
  const up = handValue([round.dealer[0]!]).total; // 2..11
  const canDbl = canDouble(round);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return canDbl && up >= 3 && up <= 6 ? 'double' : up <= 8 ? 'stand' : 'hit';
    if (total === 17) return canDbl && up >= 3 && up <= 6 ? 'double' : 'hit';
    if (total >= 15) return canDbl && up >= 4 && up <= 6 ? 'double' : 'hit';
    return canDbl && up >= 5 && up <= 6 ? 'double' : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return canDbl && up <= 10 ? 'double' : 'hit';
  if (total === 10) return canDbl && up <= 9 ? 'double' : 'hit';
  if (total === 9) return canDbl && up >= 3 && up <= 6 ? 'double' : 'hit';
  return 'hit';
}
