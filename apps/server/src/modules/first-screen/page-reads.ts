import { AGENDA_PATH, PAGE, agendaResponse, type PageRead, bonusHistoryResponse, LEDGER, LEDGER_FIRST_PAGE, leaderboardResponse, ledgerResponse, limitsSchema, referralsResponse, shopResponse, slotStateResponse, type FeatureFlag } from '@fre/domain';
import type { z } from 'zod';
import type { AppContext } from '#server/app-context.ts';
import type { AgendaService } from '#server/modules/agenda/agenda.service.ts';
import type { BonusCodesService } from '#server/modules/bonus-codes/bonus-codes.service.ts';
import type { GamesService } from '#server/modules/games/games.service.ts';
import type { LeaderboardService } from '#server/modules/leaderboard/leaderboard.service.ts';
import { ledgerPage } from '#server/modules/ledger/ledger-page.ts';
import type { ReferralsService } from '#server/modules/referrals/referrals.service.ts';
import type { ShopService } from '#server/modules/shop/shop.service.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';


interface Read {
  /** The feature the route is behind: no answer while it is off (the route would answer 403). */
  feature?: FeatureFlag;
  /** The route's answer, through its response schema as the route sends it. */
  answer: (user: UserRow) => Promise<unknown>;
}

const through = <S extends z.ZodType>(schema: S, value: Promise<unknown>) => value.then((answer) => schema.parse(answer));

export interface PageReadServices {
  games: GamesService;
  shop: ShopService;
  agenda: AgendaService;
  referrals: ReferralsService;
  leaderboard: LeaderboardService;
  bonusCodes: BonusCodesService;
}

/** The same services and schemas as the routes of these paths: one answer, whichever way it is asked. */
export function createPageReads(ctx: AppContext, services: PageReadServices): Record<PageRead, Read> {
  const { referrals, leaderboard, bonusCodes: codes } = services;
  return {
    '/api/referrals': { feature: 'referrals', answer: (user) => through(referralsResponse, referrals.state(user, { limit: PAGE.defaultLimit })) },
    '/api/leaderboard': { answer: (user) => through(leaderboardResponse, leaderboard.board(user)) },
    '/api/games/limits': { feature: 'games', answer: (user) => through(limitsSchema, services.games.limits(user)) },
    '/api/games/slot': { feature: 'games', answer: (user) => through(slotStateResponse, services.games.slotState(user)) },
    '/api/shop': { feature: 'shop', answer: (user) => through(shopResponse, services.shop.catalogue(user)) },
    '/api/bonus-codes/history': { answer: async (user) => bonusHistoryResponse.parse({ entries: await codes.history(user) }) },
    [LEDGER_FIRST_PAGE]: { answer: (user) => through(ledgerResponse, ledgerPage(ctx.db, user.id, { limit: LEDGER.pageSize })) },
    [AGENDA_PATH]: { answer: (user) => through(agendaResponse, services.agenda.forUser(user)) },
  };
}

export type PageReads = ReturnType<typeof createPageReads>;
