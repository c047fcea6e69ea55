import webpush from 'web-push';
import { HOUR_MS, SLOT_FREE_SPIN, TIMERS, type Language } from '@fre/domain';
import { bonusSpinsLeft } from '#server/modules/games/bonus-spins.repository.ts';
import { claimSpinsBack } from '#server/modules/games/rounds.repository.ts';
import type { AppContext } from '#server/app-context.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import type { BotMessages } from './bot-messages.ts';
import { pushText } from './push-text.ts';
import * as repo from './push.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

const BATCH = 100;

/**
 * Web Push (decision 074). Requests are built by web-push and sent with fetch, so that the push service
 * URL can be a local stand-in in tests (web-push's own sender insists on https).
 */
export function createPushService(ctx: AppContext, keys: VapidKeys, botMessages: BotMessages) {
  const { db, clock } = ctx;

  async function deliver(subscription: repo.SubscriptionRow, payload: string): Promise<void> {
    const details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      { vapidDetails: keys, TTL: 3_600 },
    );
    const response = await fetch(details.endpoint, { method: details.method, headers: details.headers as Record<string, string>, body: details.body ? new Uint8Array(details.body as Buffer) : null, signal: AbortSignal.timeout(10_000) });
    // Gone: the browser dropped the subscription.
    if (response.status === 404 || response.status === 410) await repo.deleteSubscription(db, subscription.endpoint);
  }

  return {
    publicKey: keys.publicKey,

    async subscribe(user: UserRow, s: { endpoint: string; keys: { p256dh: string; auth: string } }) {
      await repo.saveSubscription(db, { endpoint: s.endpoint, userId: user.id, p256dh: s.keys.p256dh, auth: s.keys.auth, now: clock.now() });
    },

    unsubscribe: (user: UserRow, endpoint: string) => repo.deleteSubscription(db, endpoint, user.id),

    /**
     * The scheduler's turn (each once): session ends and boost expiries their notice ahead (TIMERS),
     * free spins back, saying how many referral bonus spins wait too (slot_available's variant).
     */
    async schedule(): Promise<number> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const sessions = await repo.claimEndingSessions(tx, now, TIMERS.sessionEndNoticeMs);
        for (const s of sessions) await insertNotification(tx, { userId: s.user_id, type: 'mining_session_end', params: {}, link: '/', now });
        const boosts = await repo.claimExpiringBoosts(tx, now, TIMERS.boostExpiryNoticeMs);
        for (const b of boosts) await insertNotification(tx, { userId: b.user_id, type: 'bonus_expiring', params: {}, link: '/shop', now });
        const spins = await claimSpinsBack(tx, now, SLOT_FREE_SPIN.everyHours * HOUR_MS);
        const waiting = await bonusSpinsLeft(tx, spins.map((s) => s.user_id));
        for (const s of spins) {
          const bonusSpins = waiting.get(s.user_id) ?? 0;
          await insertNotification(tx, { userId: s.user_id, type: 'slot_available', params: bonusSpins > 0 ? { bonusSpins } : {}, link: '/game', now });
        }
        return sessions.length + boosts.length + spins.length;
      });
    },

    /** The dispatcher's turn: each new notification is pushed once, in its user's language; inside Telegram, the bot writes too. */
    async dispatch(): Promise<number> {
      const claimed = await repo.claimUnpushed(db, clock.now(), BATCH);
      if (!claimed.length) return 0;
      const subscriptions = await repo.subscriptionsOf(db, [...new Set(claimed.map((n) => n.user_id))]);
      await Promise.all(claimed.flatMap((n) => {
        const payload = JSON.stringify({ ...pushText(n.type, n.params, n.language as Language), url: n.link, type: n.type });
        return subscriptions.filter((s) => s.user_id === n.user_id).map((s) => deliver(s, payload).catch((error: unknown) => ctx.log.warn({ err: error }, 'push delivery failed')));
      }).concat(botMessages.deliver(claimed).catch((error: unknown) => ctx.log.warn({ err: error }, 'bot messages failed'))));
      return claimed.length;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
