import {
  BLACKJACK, HILO, cardFromFloat, drawKeno, freMachineWins, generateFloats, hashServerSeed, hiloCards, spinReels, towersFloatCount, towersLayout,
  type Card, type GameId, type TowersDifficulty,
} from '@fre/domain';

export interface VerifyInput {
  game: GameId;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The round as recorded by the server. */
  shown: Record<string, unknown>;
  stake: string;
  serverSeedHash: string;
}

export interface Verification {
  /** SHA-256 of the revealed seed equals the hash shown before the round. */
  hashMatches: boolean;
  /** The outcome recomputed in this browser equals the recorded one. */
  outcomeMatches: boolean;
  /** The recomputed outcome, in short text (numbers, cards, symbols). */
  computed: string;
}

const cardText = (card: Card) => `${card.rank}${{ diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' }[card.suit]}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Re-computes a round from (serverSeed, clientSeed, nonce) with the same code as the server (decision 072). */
export function verifyRound(input: VerifyInput): Verification {
  const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
  const hashMatches = hashServerSeed(input.serverSeed) === input.serverSeedHash;
  const shown = input.shown;
  switch (input.game) {
    case 'keno': {
      const drawn = drawKeno(generateFloats(seeds, 10));
      return { hashMatches, outcomeMatches: same(drawn, shown.drawn), computed: drawn.join(' · ') };
    }
    case 'towers': {
      const difficulty = shown.difficulty as TowersDifficulty;
      const layout = towersLayout(difficulty, generateFloats(seeds, towersFloatCount(difficulty)));
      const picks = (shown.picks as number[] | undefined) ?? [];
      const consistent = shown.layout ? same(layout, shown.layout) : picks.every((tile, row) => layout[row]!.includes(tile));
      return { hashMatches, outcomeMatches: consistent, computed: layout.map((row) => row.map((tile) => tile + 1).join('+')).join(' | ') };
    }
    case 'hilo': {
      const cards = hiloCards(generateFloats(seeds, HILO.cardsPerRound));
      const recorded = (shown.cards as Card[] | undefined) ?? [];
      const dealt = cards.slice(0, Math.max(1, recorded.length));
      return { hashMatches, outcomeMatches: same(dealt, recorded), computed: dealt.map(cardText).join(' ') };
    }
    case 'blackjack': {
      const cards = generateFloats(seeds, BLACKJACK.cardsPerRound).map(cardFromFloat);
      const player = (shown.player as Card[] | undefined) ?? [];
      const dealer = (shown.dealer as Card[] | undefined) ?? [];
      const playerHits = Math.max(0, player.length - 2);
      const expectedPlayer = [cards[0]!, cards[2]!, ...cards.slice(4, 4 + playerHits)];
      const dealerHits = cards.slice(4 + playerHits, 4 + playerHits + Math.max(0, dealer.length - 2));
      const expectedDealer = dealer.length > 1 ? [cards[1]!, cards[3]!, ...dealerHits] : [cards[1]!];
      const outcomeMatches = same(expectedPlayer, player) && same(expectedDealer, dealer);
      return { hashMatches, outcomeMatches, computed: `${expectedPlayer.map(cardText).join(' ')} / ${expectedDealer.map(cardText).join(' ')}` };
    }
    case 'slot': {
      const reels = spinReels(generateFloats(seeds, 3));
      return { hashMatches, outcomeMatches: same(reels, shown.reels), computed: reels.join(' · ') };
    }
    case 'fre-machine': {
      const [float] = generateFloats(seeds, 1);
      const won = freMachineWins(float!, Number(BigInt(input.stake)) / 1e9);
      return { hashMatches, outcomeMatches: won === shown.won, computed: `${float!.toFixed(8)} → ${won ? 'won' : 'lost'}` };
    }
  }
}
