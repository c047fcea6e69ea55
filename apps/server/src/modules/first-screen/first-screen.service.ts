import type { FeatureFlag, FirstScreen, Language } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { MiningService } from '#server/modules/mining/mining.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import { toUserDto, type UserRow } from '#server/modules/users/user-row.ts';
import type { PagePlan } from './page-plan.ts';
import type { PageReads } from './page-reads.ts';
import type { PageTexts } from './page-texts.ts';

/** The answers a signed-in page's first screen needs, read at once (the same as the API's GETs). */
export function createFirstScreenService(ctx: AppContext, services: { settings: SettingsService; mining: MiningService }, texts: PageTexts, reads: PageReads) {
  const { settings, mining } = services;

  /**
   * The answers of the page's GETs, side by side. One that fails is left out: the page asks the
   * API for it as before, and shows the error the API gives.
   */
  async function readAnswers(user: UserRow, plan: PagePlan, flags: Record<FeatureFlag, boolean>): Promise<Record<string, unknown>> {
    const wanted = plan.reads.filter((path) => {
      const feature = reads[path].feature;
      return !feature || flags[feature];
    });
    const settled = await Promise.allSettled(wanted.map((path) => reads[path].answer(user)));
    const answers: Record<string, unknown> = {};
    settled.forEach((result, index) => {
      if (result.status === 'fulfilled') answers[wanted[index]!] = result.value;
      // A refusal (AppError) is the page's to show; anything else is worth knowing.
      else if (!(result.reason instanceof AppError)) ctx.log.warn({ err: result.reason, path: wanted[index] }, 'first screen: a page read failed');
    });
    return answers;
  }

  return {
    /** A guest's entry page: the settings and the texts of its form, in the language of the device. */
    async guestData(plan: PagePlan, language: Language): Promise<FirstScreen> {
      const { games, shop, referrals, maintenance } = await settings.current();
      return { user: null, settings: { features: { games, shop, referrals }, maintenance }, language, texts: texts(language, plan.namespaces) };
    },

    /** `chosenLanguage`: the language picked on this device (its cookie); the account's otherwise. */
    async dataFor(user: UserRow, plan: PagePlan, chosenLanguage: Language | null): Promise<FirstScreen> {
      const flags = await settings.current();
      const { games, shop, referrals, maintenance } = flags;
      // During maintenance a player only sees the maintenance screen: nothing of the page is read.
      const open = !maintenance || user.role === 'admin';
      const [miningState, answers] = await Promise.all([plan.mining && open ? mining.state(user) : undefined, open ? readAnswers(user, plan, flags) : {}]);
      const language = chosenLanguage ?? user.language;
      return {
        user: toUserDto(user),
        settings: { features: { games, shop, referrals }, maintenance },
        ...(miningState ? { mining: miningState } : {}),
        ...(Object.keys(answers).length > 0 ? { reads: answers } : {}),
        language,
        texts: texts(language, plan.namespaces),
      };
    },
  };
}

export type FirstScreenService = ReturnType<typeof createFirstScreenService>;
