import type { FirstScreen, Language } from '@fre/domain';
import type { AppContext } from '../../app-context.ts';
import { createMiningService } from '../mining/mining.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { toUserDto, type UserRow } from '../users/user-row.ts';
import type { PagePlan } from './page-plan.ts';
import type { PageTexts } from './page-texts.ts';

/** The answers a signed-in page's first screen needs, read at once (the same as the API's GETs). */
export function createFirstScreenService(ctx: AppContext, settings: SettingsService, texts: PageTexts) {
  const mining = createMiningService(ctx);
  return {
    /** `chosenLanguage`: the language picked on this device (its cookie); the account's otherwise. */
    async dataFor(user: UserRow, plan: PagePlan, chosenLanguage: Language | null): Promise<FirstScreen> {
      const { games, shop, referrals, maintenance } = await settings.current();
      // During maintenance a player only sees the maintenance screen: no mining state is read.
      const open = !maintenance || user.role === 'admin';
      const miningState = plan.mining && open ? await mining.state(user) : undefined;
      const language = chosenLanguage ?? user.language;
      return {
        user: toUserDto(user),
        settings: { features: { games, shop, referrals }, maintenance },
        ...(miningState ? { mining: miningState } : {}),
        language,
        texts: texts(language, plan.namespaces),
      };
    },
  };
}

export type FirstScreenService = ReturnType<typeof createFirstScreenService>;
