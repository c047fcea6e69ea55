import { FEATURE_FLAGS, settingsSchema, type FeatureFlag, type Settings } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { recordFeatureChange } from '#server/modules/rule-changes/record-change.ts';
import { readSettings, writeSetting } from './settings.repository.ts';

/**
 * Several servers share the settings through the database. Reads may use a copy up to this old;
 * every write request re-reads them first (see fresh()), so that maintenance mode and a disabled
 * feature hold on every instance from the moment they are saved.
 */
const CACHE_MS = 5_000;

/** Maintenance is the service's state, not a rule players play by: only the features go to the public changelog. */
const isFeatureFlag = (key: string): key is FeatureFlag => (FEATURE_FLAGS as readonly string[]).includes(key);

export function createSettingsService(ctx: AppContext) {
  let cached: { settings: Settings; at: number } | null = null;

  async function fresh(): Promise<Settings> {
    const stored = await readSettings(ctx.db);
    const settings = settingsSchema.parse({ ...ctx.config.settingsDefaults, ...stored });
    cached = { settings, at: Date.now() };
    return settings;
  }

  async function current(): Promise<Settings> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.settings;
    return fresh();
  }

  return {
    current,
    fresh,

    async assertFeature(flag: FeatureFlag): Promise<void> {
      if (!(await current())[flag]) throw new AppError('feature_disabled');
    },

    async update(actor: Actor, changes: Partial<Settings>): Promise<Settings> {
      // Compared with the stored values, not this instance's cache: another instance may have
      // changed them a moment ago, and a switch put back would otherwise be skipped as unchanged.
      const before = await fresh();
      await ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || before[key as keyof Settings] === value) continue;
          await writeSetting(tx, key, value, actor.user.id, now);
          if (isFeatureFlag(key)) await recordFeatureChange(tx, { flag: key, before: before[key], after: value, now, by: actor.user.id });
          await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'setting_changed', targetType: 'setting', targetId: key, before: before[key as keyof Settings], after: value, ip: actor.ip, now });
        }
      });
      cached = null;
      return current();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
