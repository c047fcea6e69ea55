/** What waits for a player today (the dashboard's agenda and the navigation's badges): the API contract. */
import { z } from 'zod';
import { nanoString } from './api-schemas.ts';

/**
 * GET /api/me/agenda (AGENDA_PATH). Each entry is null when nothing of it waits, so that a client
 * shows only what is true; a field added later is one more nullable entry.
 */
export const agendaResponse = z.object({
  /** The slot's daily free spin is back, or referral bonus spins wait (games on, not self-excluded). */
  freeSpin: z.object({ free: z.boolean(), bonusSpins: z.number().int().nonnegative() }).nullable(),
  /** Information messages not read, plus the current global message not closed. */
  messages: z.object({ unread: z.number().int().positive() }).nullable(),
  /** Support answers whose notification the player has not seen (the support page marks them seen). */
  support: z.object({ unread: z.number().int().positive() }).nullable(),
  /** The first boost to end, within the notice window; or none running (the shop on). */
  boost: z.discriminatedUnion('state', [z.object({ state: z.literal('ending'), endsAt: z.iso.datetime() }), z.object({ state: z.literal('none') })]).nullable(),
  /**
   * A review decided and not yet seen (the KYC page marks it seen), or no identity verified while
   * the balance reaches the player's withdrawal minimum.
   */
  kyc: z.object({ state: z.enum(['approved', 'rejected', 'needed']) }).nullable(),
  /** The newest withdrawal on its way: waiting for the team (pending) or paid out on chain (sent). */
  withdrawal: z.object({ stage: z.enum(['pending', 'sent']), amount: nanoString }).nullable(),
  /** The next contest level while some are left: `level` validated so far, `next` the one to do. */
  contest: z.object({ level: z.number().int().nonnegative(), next: z.number().int().positive() }).nullable(),
  /** Nobody invited yet (referrals on): the slot's bonus spins each friend's first claim brings. */
  invite: z.object({ bonusSpins: z.number().int().positive() }).nullable(),
  /**
   * True when no device of the account receives the end-of-session notifications; the client
   * offers them only where its browser can show them.
   */
  pushOff: z.boolean(),
});
export type Agenda = z.infer<typeof agendaResponse>;
