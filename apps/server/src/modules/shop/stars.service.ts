import { randomUUID } from 'node:crypto';
import { NANO_PER_FRE, SHOP, type Language } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import { t } from '#server/lib/i18n.ts';
import { numberFormat } from '@fre/i18n/intl-formats';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { hasActiveBoost } from '#server/modules/bonus-codes/bonus-codes.repository.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import { BotApiError, createBotApi, type BotApi } from '#server/modules/telegram-api/bot-api.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import * as repo from './shop.repository.ts';
import type { ShopService } from './shop.service.ts';
import * as stars from './star-payments.repository.ts';

/** Telegram Stars' currency code (Bot API, "Payments in Telegram Stars"). */
const STARS_CURRENCY = 'XTR';

/** The invoice's payload names the order: Telegram gives it back in pre_checkout_query and successful_payment. */
const PAYLOAD_PREFIX = 'order:';
const orderIdOf = (payload: string) => {
  const id = payload.startsWith(PAYLOAD_PREFIX) ? payload.slice(PAYLOAD_PREFIX.length) : '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
};

export interface PreCheckoutQuery {
  id: string;
  fromId: bigint;
  currency: string;
  totalAmount: number;
  payload: string;
}

export interface StarsPayment {
  chargeId: string;
  providerChargeId: string | null;
  fromId: bigint;
  currency: string;
  totalAmount: number;
  payload: string;
}

/** What differs between a successful_payment and its order (payer, currency, total); null when nothing does. */
function mismatchOf(payment: StarsPayment, order: repo.OrderRow, user: UserRow | null): stars.StarMismatch | null {
  const expectedPayer = user?.telegram_id ?? null;
  const mismatch: stars.StarMismatch = {
    ...(expectedPayer !== payment.fromId && { payer: { paid: payment.fromId.toString(), expected: expectedPayer?.toString() ?? null } }),
    ...(payment.currency !== STARS_CURRENCY && { currency: { paid: payment.currency, expected: STARS_CURRENCY } }),
    ...(payment.totalAmount !== order.amount_stars && { total: { paid: payment.totalAmount, expected: order.amount_stars! } }),
  };
  return Object.keys(mismatch).length > 0 ? mismatch : null;
}

const decimal = (nano: bigint, language: Language) => numberFormat(language, { maximumFractionDigits: 9 }).format(Number(nano) / Number(NANO_PER_FRE));

/** The invoice's texts in the buyer's language (server.json telegram.invoice), numbers from the item. */
function invoiceTexts(item: repo.ShopItemRow, language: Language) {
  const values = {
    id: item.id, days: item.days ?? 0,
    rate: decimal(item.rate_nano ?? 0n, language), amount: decimal(item.amount_nano ?? 0n, language),
  };
  return {
    title: t('server', language, `telegram.invoice.title.${item.kind}`, values),
    description: t('server', language, `telegram.invoice.description.${item.kind}`, values),
    label: t('server', language, 'telegram.invoice.label'),
  };
}

/**
 * The shop paid in Telegram Stars (decision 045): an order and its invoice link, the bot's
 * pre-checkout answer, the credit of a successful payment once per Telegram charge id, and an
 * admin's refund.
 */
export function createStarsService(ctx: AppContext, shop: ShopService, botApi?: BotApi) {
  const { db, clock, config } = ctx;
  const token = config.telegram.botToken;
  const bot = botApi ?? (token ? createBotApi(config.telegram.apiUrl, token) : null);

  function requireBot(): BotApi {
    if (!bot) throw new AppError('telegram_unavailable');
    return bot;
  }

  /** Why this player cannot buy the order's item now, as the pre-checkout's error key; null when they can. */
  async function refusal(order: repo.OrderRow, user: UserRow): Promise<string | null> {
    const item = await repo.findItem(db, order.item_id);
    if (!item) return 'unavailable';
    const reason = shop.blockedReason(item, user, await repo.ownedPackIds(db, user.id), await hasActiveBoost(db, user.id, clock.now()), 'stars');
    return reason;
  }

  /**
   * Telegram asks, up to 10 s before it takes the Stars, whether the purchase may go on: yes only
   * for a pending order of this Telegram user's account, at its price in XTR, for an item the player
   * can still buy. Answered by the webhook itself, never queued.
   */
  async function preCheckout(query: PreCheckoutQuery): Promise<{ ok: true } | { ok: false; errorMessage: string }> {
    const orderId = orderIdOf(query.payload);
    const order = orderId ? await repo.findOrder(db, orderId) : null;
    const user = order ? await findUserById(db, order.user_id) : null;
    const language = (user?.language ?? 'fr') as Language;
    const no = (key: string, values?: Record<string, string | number>) => ({ ok: false as const, errorMessage: t('server', language, `telegram.checkout.${key}`, values) });
    if (!order || !user || order.method !== 'stars') return no('mismatch');
    if (user.telegram_id !== query.fromId) return no('wrongAccount');
    if (query.currency !== STARS_CURRENCY || query.totalAmount !== order.amount_stars) return no('mismatch');
    if (order.status !== 'pending' || order.valid_until <= clock.now()) return no('expired');
    const reason = await refusal(order, user);
    if (reason === 'level') return no('level', { level: (await repo.findItem(db, order.item_id))!.required_level });
    if (reason) return no(reason);
    return { ok: true };
  }

  return {
    /**
     * Answered 201; one order per Idempotency-Key (decision 053). The invoice link is asked for
     * before the order's transaction, under the order id it will have: no connection is held while
     * Telegram answers, and a refusal from Telegram leaves no order behind.
     */
    createOrder: (user: UserRow, itemId: string, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      const api = requireBot();
      if (user.telegram_id === null) throw new AppError('telegram_not_linked');
      const item = await shop.buyableItem(user, itemId, 'stars');
      const orderId = randomUUID();
      let invoiceLink: string;
      try {
        invoiceLink = await api.createInvoiceLink({ ...invoiceTexts(item, user.language as Language), payload: `${PAYLOAD_PREFIX}${orderId}`, stars: item.price_stars! });
      } catch (error) {
        ctx.log.warn({ err: error instanceof Error ? error.message : 'unknown' }, 'telegram createInvoiceLink failed');
        throw new AppError('telegram_unavailable');
      }
      return db.transaction(answering(key, clock, 201, async (tx) => {
        const now = clock.now();
        const order = await repo.insertStarsOrder(tx, { id: orderId, userId: user.id, itemId, stars: item.price_stars!, now, validUntil: new Date(now.getTime() + SHOP.orderTtlMs) });
        return { method: 'stars' as const, orderId: order.id, invoiceLink, stars: order.amount_stars! };
      }));
    }),

    preCheckout,

    async answerPreCheckout(query: PreCheckoutQuery): Promise<void> {
      const answer = await preCheckout(query);
      await requireBot().answerPreCheckoutQuery(query.id, answer);
    },

    /**
     * Telegram took the Stars: credit once per charge id. The payment row goes in first (its key is
     * the charge id), then the order turns paid by a conditional UPDATE and the item is granted, in
     * one transaction: an update delivered again, or at the same time, inserts nothing and credits
     * nothing. The payment is checked against its order as the pre-checkout was (payer, currency,
     * total): a payment that differs, or that cannot be granted (pack owned meanwhile, unknown
     * order), credits nothing and is kept for an admin's review.
     */
    async settle(payment: StarsPayment): Promise<stars.StarOutcome | 'duplicate'> {
      const outcome = await db.transaction(async (tx): Promise<stars.StarOutcome | 'duplicate'> => {
        const now = clock.now();
        const orderId = orderIdOf(payment.payload);
        const order = orderId ? await repo.findOrder(tx, orderId, { forUpdate: true }) : null;
        const mismatch = order?.method === 'stars' ? mismatchOf(payment, order, await findUserById(tx, order.user_id)) : null;
        let result: stars.StarOutcome;
        if (!order || order.method !== 'stars') result = 'unknown_order';
        else if (mismatch) result = 'mismatch';
        else if (order.status !== 'pending' && order.status !== 'expired') result = 'order_not_pending';
        else if (await ownedAlready(tx, order)) result = 'already_owned';
        else result = 'credited';
        const recorded = await stars.insertStarPayment(tx, {
          chargeId: payment.chargeId, providerChargeId: payment.providerChargeId, orderId: order?.id ?? null, userId: order?.user_id ?? null,
          telegramUserId: payment.fromId, stars: payment.totalAmount, currency: payment.currency, payload: payment.payload, outcome: result, mismatch, now,
        });
        if (!recorded) return 'duplicate';
        if (result === 'credited' && order) {
          if (!(await stars.markStarsOrderPaid(tx, order.id, now))) throw new Error('order changed under its lock');
          await shop.grant(tx, order, (await repo.findItem(tx, order.item_id))!, now);
        }
        return result;
      });
      if (outcome !== 'duplicate') ctx.metrics?.business.shopPayment(outcome);
      return outcome;
    },

    /**
     * An admin has looked at a payment that credited nothing and keeps it as it is (no refund):
     * it leaves the review list, audited. Refused (409 not_under_review) once refunded or reviewed,
     * and for a credited payment, which was never under review.
     */
    async review(actor: Actor, chargeId: string) {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const payment = await stars.lockStarPayment(tx, chargeId);
        if (!payment) throw new AppError('not_found');
        if (!(await stars.markReviewed(tx, chargeId, actor.user.id, now))) throw new AppError('not_under_review');
        await appendAudit(tx, {
          actorId: actor.user.id, actorLabel: actor.user.email, action: 'star_payment_reviewed', targetType: 'star_payment', targetId: chargeId,
          before: { outcome: payment.outcome, mismatch: payment.mismatch, orderId: payment.order_id, userId: payment.user_id, stars: payment.stars }, after: { reviewed: true }, ip: actor.ip, now,
        });
        return { chargeId, reviewedAt: now.toISOString() };
      });
    },

    /**
     * An admin gives the Stars back (refundStarPayment), audited, and what the payment gave is taken
     * back where it can be: a FRE box's FRE are debited through the ledger (refused when the balance
     * no longer holds them), a pack is removed, a boost ends now. What was mined meanwhile stays.
     */
    /** Once per Idempotency-Key (decision 053): the admin's retry gets the refund it made, not already_refunded. */
    refund: (actor: Actor, chargeId: string, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      const api = requireBot();
      return db.transaction(answering(key, clock, 200, async (tx) => {
        const now = clock.now();
        const payment = await stars.lockStarPayment(tx, chargeId);
        if (!payment) throw new AppError('not_found');
        if (payment.refunded_at) throw new AppError('already_refunded');
        const reversal = payment.outcome === 'credited' && payment.order_id ? await takeBack(tx, payment, now) : 'nothing_granted';
        if (payment.order_id && payment.outcome === 'credited') await stars.markOrderRefunded(tx, payment.order_id);
        if (!(await stars.markRefunded(tx, chargeId, actor.user.id, reversal, now))) throw new AppError('already_refunded');
        await appendAudit(tx, {
          actorId: actor.user.id, actorLabel: actor.user.email, action: 'star_payment_refunded', targetType: 'star_payment', targetId: chargeId,
          before: { outcome: payment.outcome, orderId: payment.order_id, userId: payment.user_id, stars: payment.stars }, after: { reversal }, ip: actor.ip, now,
        });
        // Last, inside the transaction: Telegram refused (or was unreachable), nothing above is kept.
        try {
          await api.refundStarPayment(payment.telegram_user_id, chargeId);
        } catch (error) {
          // Refunded already on Telegram's side (an earlier attempt whose commit failed): ours follows.
          if (!(error instanceof BotApiError && error.description.includes('CHARGE_ALREADY_REFUNDED'))) {
            ctx.log.warn({ err: error instanceof Error ? error.message : 'unknown' }, 'telegram refundStarPayment failed');
            throw new AppError('telegram_unavailable');
          }
        }
        return { chargeId, reversal };
      }));
    }),
  };

  async function ownedAlready(tx: Queryable, order: repo.OrderRow): Promise<boolean> {
    const item = await repo.findItem(tx, order.item_id);
    if (item?.kind !== 'pack') return false;
    await findUserById(tx, order.user_id, { forUpdate: true });
    return (await repo.ownedPackIds(tx, order.user_id)).has(item.id);
  }

  async function takeBack(tx: Queryable, payment: stars.StarPaymentRow, now: Date): Promise<stars.RefundReversal> {
    const order = (await repo.findOrder(tx, payment.order_id!, { forUpdate: true }))!;
    const item = (await repo.findItem(tx, order.item_id))!;
    await findUserById(tx, order.user_id, { forUpdate: true });
    if (item.kind === 'fre_box') {
      const posted = await ledger.post(tx, { userId: order.user_id, kind: 'shop_refund', amountNano: -item.amount_nano!, ref: order.id, countsAsMined: false, now, meta: { itemId: item.id, chargeId: payment.telegram_payment_charge_id } });
      if (!posted) throw new AppError('insufficient_balance');
      return 'fre_debited';
    }
    if (item.kind === 'pack') return (await stars.removePack(tx, order.user_id, item.id)) ? 'pack_removed' : 'nothing_granted';
    return (await stars.endShopBoost(tx, order.user_id, order.id, now)) ? 'boost_removed' : 'nothing_granted';
  }
}

export type StarsService = ReturnType<typeof createStarsService>;
