/** What a tower's tile shows: the round's `shown` as the server sends it (the layout only once the round is over). */
export interface TowersBoard {
  picks: readonly number[];
  layout?: readonly (readonly number[])[] | undefined;
}

export interface TileFace {
  /** `hidden` until told: a picked tile is a gem while the climb goes on, the whole tower is told at the end. */
  face: 'hidden' | 'gem' | 'bomb';
  picked: boolean;
}

export function towersTileFace(board: TowersBoard | undefined, row: number, tile: number): TileFace {
  const picked = board?.picks[row] === tile;
  if (board?.layout) return { face: board.layout[row]?.includes(tile) ? 'gem' : 'bomb', picked };
  return { face: picked ? 'gem' : 'hidden', picked };
}
