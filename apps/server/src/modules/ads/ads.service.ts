import type { Language, PageQuery } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createFileStore } from '#server/lib/uploads/file-store.ts';
import { reencodePhoto } from '#server/lib/uploads/reencode-photo.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { createHttpAdNetwork, type AdNetwork } from './ad-networks.ts';
import * as repo from './ads.repository.ts';

/** The rows the routes render. */
export type { AdRow } from './ads.repository.ts';

const AD_OWNER = '00000000-0000-4000-8000-00000000ad00';
const idOf = (text: string) => {
  if (!/^\d{1,18}$/.test(text)) throw new AppError('not_found');
  return BigInt(text);
};

/**
 * House ads in the app's own placements. The browser shows them only with advertising consent;
 * an external network would plug in here behind the same interface (none is configured).
 */
export function createAdsService(ctx: AppContext) {
  const { db, clock } = ctx;
  const store = createFileStore(ctx.config, 'ads');
  const network: AdNetwork | null = ctx.config.adsNetworkUrl ? createHttpAdNetwork(ctx.config.adsNetworkUrl) : null;
  return {
    live: (placement: string, language: Language) => repo.liveAds(db, placement, language, clock.now()),
    network: async (placement: string, language: Language) => (network ? network.ads(placement, language) : []),

    async record(id: string, event: 'impressions' | 'clicks') {
      const ad = await repo.countEvent(db, idOf(id), event);
      if (!ad) throw new AppError('not_found');
      return ad;
    },

    async image(id: string): Promise<Buffer> {
      const ad = await repo.findAd(db, idOf(id));
      const bytes = ad?.image_file ? await store.get(ad.image_file) : null;
      if (!bytes) throw new AppError('not_found');
      return bytes;
    },

    list: (page: PageQuery) =>
      keysetPage({ cursor: page.cursor, limit: page.limit }, { parse: sortKeys.bigintId, read: (after, limit) => repo.adsPage(db, after, limit), keyOf: (row) => [row.id.toString()], item: (row) => row }),

    async create(actor: Actor, input: { placement: string; title: string; link: string; languages: string[]; startsAt: string; endsAt: string; active: boolean }, image: Buffer | undefined) {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (endsAt <= startsAt) throw new AppError('validation_failed', {}, { fields: { endsAt: { code: 'invalid_value' } } });
      let key: string | null = null;
      if (image) {
        try {
          key = await store.put(AD_OWNER, await reencodePhoto(image));
        } catch (error) {
          if (error instanceof AppError) throw new AppError(error.code, {}, { fields: { image: { code: error.code } } }, error.status);
          throw error;
        }
      }
      return db.transaction(async (tx) => {
        const now = clock.now();
        const ad = await repo.insertAd(tx, { ...input, startsAt, endsAt, image: key, now });
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'ad_created', targetType: 'ad', targetId: ad.id.toString(), after: input, ip: actor.ip, now });
        return ad;
      });
    },

    async setActive(actor: Actor, id: string, active: boolean) {
      return db.transaction(async (tx) => {
        const ad = await repo.setActive(tx, idOf(id), active);
        if (!ad) throw new AppError('not_found');
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: active ? 'ad_activated' : 'ad_deactivated', targetType: 'ad', targetId: id, ip: actor.ip, now: clock.now() });
        return ad;
      });
    },
  };
}

export type AdsService = ReturnType<typeof createAdsService>;
