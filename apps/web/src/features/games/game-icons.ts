import type { GameId } from '@fre/domain';

/** Each game's glyph on its lobby tile, one every system font has (no game math here: it stays in each game's chunk). */
export const GAME_ICONS: Record<GameId, string> = {
  slot: '7',
  'fre-machine': '◆',
  towers: '▲',
  keno: '#',
  hilo: '↕',
  blackjack: '♠',
};
