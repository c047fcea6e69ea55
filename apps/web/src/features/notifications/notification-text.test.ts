import { HOUR_MS, TIMERS } from '@fre/domain';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { setupI18n } from '#web/test/render.tsx';
import type { AppNotification } from './api/get-notifications.ts';
import { notificationText } from './notification-text.ts';

const notification = (type: string, params: Record<string, unknown> = {}): AppNotification => ({ id: '1', type, params, link: '/', read: false, createdAt: '2026-11-27T08:00:00.000Z' });

/** The texts as shown, read with plain spaces (the app keeps a number with its word by a no-break space). */
async function textIn(language: 'fr' | 'en', type: string, params?: Record<string, unknown>) {
  await i18n.changeLanguage(language);
  const { title, text } = notificationText(i18n.getFixedT(language, 'notifications') as TFunction<'notifications'>, notification(type, params), language);
  return { title: title.replaceAll('\u00a0', ' '), text: text.replaceAll('\u00a0', ' ') };
}

describe('notification texts', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('notifications');
  });

  it('say the earnings were claimed, since the notice is made once they are', async () => {
    expect(await textIn('fr', 'mining_session_claim')).toEqual({ title: 'Gains réclamés', text: 'Vos FRE ont été ajoutés à votre solde. Relancez une session pour continuer à miner.' });
    expect((await textIn('en', 'mining_session_claim')).text).not.toMatch(/claim your/i);
  });

  it('count the referral bonus spins that wait beside the free spin, in the plural the number asks for', async () => {
    expect((await textIn('en', 'slot_available')).text).toBe('Slot machine: your free spin is waiting for you.');
    expect((await textIn('en', 'slot_available', { bonusSpins: 1 })).text).toBe('Slot machine: your free spin is waiting for you, along with 1 referral bonus spin.');
    // The game's name comes from web:gameNames; typesetting joins its short words and the colon with no-break spaces.
    expect((await textIn('fr', 'slot_available', { bonusSpins: 3 })).text.replace(/\s/g, ' ')).toBe('Machine à sous : votre tour gratuit vous attend, ainsi que 3 tours bonus de parrainage.');
    expect((await textIn('en', 'slot_available', { bonusSpins: 0 })).text).toBe('Slot machine: your free spin is waiting for you.');
  });

  it('quote the notice delay from the constants', async () => {
    expect((await textIn('en', 'bonus_expiring')).text).toBe(`Your boost expires in less than ${TIMERS.boostExpiryNoticeMs / HOUR_MS} h.`);
  });
});
