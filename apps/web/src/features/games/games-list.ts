import type { GameId } from '@fre/domain';

/** The lobby's games, in display order, with a glyph every system font has (no game math here: it stays in each game's chunk). */
export const LOBBY_GAMES: { id: GameId; icon: string; isNew?: boolean }[] = [
  { id: 'slot', icon: '7' },
  { id: 'fre-machine', icon: '◆' },
  { id: 'keno', icon: '#' },
  { id: 'towers', icon: '▲' },
  { id: 'hilo', icon: '↕' },
  { id: 'blackjack', icon: '♠', isNew: true },
];
