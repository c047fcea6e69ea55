/** What the games' page tests share: their texts, a signed-in player, and a round as the API answers one. */
import { ACCOUNT, type GameRound } from '@fre/domain';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { setupI18n } from '#web/test/render.tsx';

/** The games' English texts, a signed-in cookie before each test, and the real fetch back after it (tests stub it). */
export function onAGamePage(): void {
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('games');
  });
  beforeEach(() => {
    document.cookie = `${ACCOUNT.signedInCookie}=1`;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.cookie = `${ACCOUNT.signedInCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
}

/** A round of `game` in play, its seed still hidden, with a stake of 1 FRE unless `round` says otherwise. */
export function roundOf(game: GameRound['game'], round: Partial<GameRound> & Pick<GameRound, 'shown'>): GameRound {
  return {
    id: `round-${game}`,
    game,
    stake: '1000000000',
    payout: null,
    status: 'active',
    nonce: 1,
    clientSeed: 'c',
    serverSeedHash: 'h',
    serverSeed: null,
    createdAt: new Date().toISOString(),
    ...round,
  } as GameRound;
}
