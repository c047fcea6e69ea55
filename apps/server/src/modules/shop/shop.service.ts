import { randomBytes } from 'node:crypto';
import { Address } from '@ton/core';
import { DAY_MS, SHOP, type PageQuery, type ShopItem } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { keysetPage, sortKeys } from '#server/db/keyset-page.ts';
import type { Queryable } from '#server/db/pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Actor } from '#server/modules/admin-gate/admin-gate.service.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { recordShopItemChange } from '#server/modules/rule-changes/record-change.ts';
import { hasActiveBoost, insertBoost, latestBoostExpiry } from '#server/modules/bonus-codes/bonus-codes.repository.ts';
import * as ledger from '#server/modules/ledger/ledger.repository.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import { findUserById } from '#server/modules/users/users.repository.ts';
import { createIndexerClient, type IndexedTransaction, type IndexerClient } from './indexer-client.ts';
import { valueFate } from './payment-outcome.ts';
import * as repo from './shop.repository.ts';
import * as stars from './star-payments.repository.ts';

const CURSOR = 'shop-wallet';
const COMMENT_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newComment(): string {
  const bytes = randomBytes(10);
  return `FRE-${[...bytes].map((b) => COMMENT_ALPHABET[b % COMMENT_ALPHABET.length]).join('')}`;
}

export type PaymentMethod = 'ton' | 'stars';

/** An order as its buyer (and the back office) reads it, whatever its method. */
export function orderDto(order: repo.OrderRow, expired = false) {
  return {
    id: order.id, itemId: order.item_id, method: order.method, status: expired ? ('expired' as const) : order.status,
    amount: order.amount_nanoton?.toString() ?? null, comment: order.comment, stars: order.amount_stars,
    validUntil: order.valid_until.toISOString(), paidAt: order.paid_at?.toISOString() ?? null,
  };
}

export type PaymentOutcome = 'credited' | 'underpaid' | 'unknown_comment' | 'order_not_pending' | 'bounced' | 'wrong_destination' | 'already_owned' | 'duplicate' | 'ignored';

export function createShopService(ctx: AppContext, indexer?: IndexerClient) {
  const { db, clock, config } = ctx;
  const shopAddress = config.ton.shopWallet ? Address.parse(config.ton.shopWallet) : null;
  const client = indexer ?? createIndexerClient(config.ton.indexerUrl, config.ton.indexerApiKey);

  /** Why this player cannot buy the item now by `method` (each method has its own price; the rules are the same). */
  function blockedReason(item: repo.ShopItemRow, user: UserRow, owned: Set<string>, boostActive: boolean, method: PaymentMethod = 'ton'): ShopItem['blocked'] {
    if (!item.available || (method === 'ton' ? item.price_nanoton : item.price_stars) === null) return 'unavailable';
    if (item.kind === 'pack' && owned.has(item.id)) return 'owned';
    if (item.kind === 'pack' && user.level < item.required_level) return 'level';
    if (item.kind === 'boost_box' && boostActive) return 'boost_active';
    return null;
  }

  /** The item, if this player can buy it now by `method`; else the error that says why. */
  async function buyableItem(user: UserRow, itemId: string, method: PaymentMethod): Promise<repo.ShopItemRow> {
    const item = await repo.findItem(db, itemId);
    if (!item) throw new AppError('not_found');
    const reason = blockedReason(item, user, await repo.ownedPackIds(db, user.id), await hasActiveBoost(db, user.id, clock.now()), method);
    if (reason === 'unavailable') throw new AppError('item_unavailable');
    if (reason === 'owned') throw new AppError('already_owned');
    if (reason === 'level') throw new AppError('level_required', { level: item.required_level });
    if (reason === 'boost_active') throw new AppError('boost_already_active');
    return item;
  }

  /** Gives what was bought, in the payment's transaction. */
  async function grant(tx: Queryable, order: repo.OrderRow, item: repo.ShopItemRow, now: Date): Promise<void> {
    // The buyer's row first, as a bonus code redemption does: a boost code redeemed at the same
    // moment otherwise saw no boost, and both boosts ran (and stacked) at once.
    await findUserById(tx, order.user_id, { forUpdate: true });
    if (item.kind === 'pack') await repo.insertPack(tx, order.user_id, item.id, item.rate_nano!, now);
    if (item.kind === 'boost_box') {
      // Boost boxes never combine: a new one starts when the running boost ends.
      const start = new Date(Math.max(now.getTime(), (await latestBoostExpiry(tx, order.user_id, now))?.getTime() ?? 0));
      await insertBoost(tx, { userId: order.user_id, rateNano: item.rate_nano!, source: `shop:${order.id}`, now: start, expiresAt: new Date(start.getTime() + item.days! * DAY_MS) });
    }
    if (item.kind === 'fre_box') {
      const posted = await ledger.post(tx, { userId: order.user_id, kind: 'shop_fre_box', amountNano: item.amount_nano!, ref: order.id, countsAsMined: false, now, meta: { itemId: item.id } });
      if (!posted) throw new Error('a shop credit cannot overdraw');
    }
    await insertNotification(tx, { userId: order.user_id, type: 'purchase_confirmation', params: { itemId: item.id }, link: '/shop', now });
  }

  /**
   * A pack the buyer got through another order meanwhile (two orders opened before either was
   * paid): granting it again would take the money for nothing, so the payment goes to review.
   * Decided under the buyer's row lock, which every grant takes first.
   */
  async function alreadyOwned(tx: Queryable, order: repo.OrderRow): Promise<boolean> {
    const item = await repo.findItem(tx, order.item_id);
    if (item?.kind !== 'pack') return false;
    await findUserById(tx, order.user_id, { forUpdate: true });
    return (await repo.ownedPackIds(tx, order.user_id)).has(item.id);
  }

  /** One indexed transaction, once: the payment row (keyed by hash) is written first in the same transaction. */
  async function processTransaction(indexed: IndexedTransaction): Promise<PaymentOutcome> {
    const message = indexed.inMessage;
    const settled = await db.transaction(async (tx): Promise<PaymentOutcome> => {
      const now = clock.now();
      if (message?.source) {
        const outcome = await settle(tx, indexed, message, now);
        if (outcome === 'duplicate') return outcome;
        await repo.advanceCursor(tx, CURSOR, indexed.lt, now);
        return outcome;
      }
      await repo.advanceCursor(tx, CURSOR, indexed.lt, now);
      return 'ignored';
    });
    // A payment seen again (duplicate) or not for the shop (ignored) is not a new payment.
    if (settled !== 'duplicate' && settled !== 'ignored') ctx.metrics?.business.shopPayment(settled);
    return settled;
  }

  async function settle(tx: Queryable, indexed: IndexedTransaction, message: NonNullable<IndexedTransaction['inMessage']>, now: Date): Promise<PaymentOutcome> {
    const receivedAt = new Date(indexed.now * 1000);
    let outcome: PaymentOutcome;
    let order: repo.OrderRow | null = null;
    let toUs = false;
    try {
      toUs = shopAddress !== null && Address.parse(message.destination).equals(shopAddress);
    } catch {
      toUs = false;
    }
    if (!toUs) outcome = 'wrong_destination';
    // Decided by where the value went, never by `aborted` (an undeployed wallet keeps the payment).
    else if (valueFate(indexed) === 'returned') outcome = 'bounced';
    else if (!message.comment) outcome = 'unknown_comment';
    else {
      order = await repo.lockOrderByComment(tx, message.comment.trim());
      if (!order) outcome = 'unknown_comment';
      else if (order.status !== 'pending' || receivedAt > order.valid_until) outcome = 'order_not_pending';
      else if (message.value < order.amount_nanoton!) outcome = 'underpaid';
      else if (await alreadyOwned(tx, order)) outcome = 'already_owned';
      else outcome = 'credited';
    }
    const recorded = await repo.recordPayment(tx, {
      txHash: indexed.hash, lt: indexed.lt, source: message.source, amount: message.value, comment: message.comment,
      outcome, orderId: order?.id ?? null, receivedAt, now,
    });
    if (!recorded) return 'duplicate';
    if (outcome === 'credited' && order) {
      if (!(await repo.markPaid(tx, order.id, indexed.hash, now))) throw new Error('order changed under its lock');
      await grant(tx, order, (await repo.findItem(tx, order.item_id))!, now);
    }
    return outcome;
  }

  return {
    configured: shopAddress !== null,
    processTransaction,

    grant,
    blockedReason,

    /** The catalogue for this player, read for one payment method (`available` and 'unavailable' follow its price). */
    async catalogue(user: UserRow, method: PaymentMethod = 'ton'): Promise<{ configured: boolean; items: ShopItem[] }> {
      const now = clock.now();
      const [items, owned, boostActive] = await Promise.all([repo.listItems(db), repo.ownedPackIds(db, user.id), hasActiveBoost(db, user.id, now)]);
      return {
        configured: method === 'ton' ? shopAddress !== null : Boolean(config.telegram.botToken),
        items: items.map((item) => ({
          id: item.id,
          kind: item.kind,
          rate: item.rate_nano?.toString() ?? null,
          days: item.days,
          amount: item.amount_nano?.toString() ?? null,
          price: item.price_nanoton?.toString() ?? null,
          stars: item.price_stars,
          available: item.available && (method === 'ton' ? item.price_nanoton : item.price_stars) !== null,
          requiredLevel: item.required_level,
          owned: owned.has(item.id),
          blocked: blockedReason(item, user, owned, boostActive, method),
        })),
      };
    },

    buyableItem,

    /** Answered 201; one order per Idempotency-Key (decision 053). */
    createOrder: (user: UserRow, itemId: string, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      if (!shopAddress) throw new AppError('shop_unavailable');
      if (!user.ton_wallet) throw new AppError('wallet_required');
      const item = await buyableItem(user, itemId, 'ton');
      return db.transaction(answering(key, clock, 201, async (tx) => {
        const now = clock.now();
        const order = await repo.insertOrder(tx, { userId: user.id, itemId, amount: item.price_nanoton!, comment: newComment(), now, validUntil: new Date(now.getTime() + SHOP.orderTtlMs) });
        return {
          method: 'ton' as const, orderId: order.id, address: shopAddress.toString({ bounceable: false, testOnly: config.ton.network === 'testnet' }),
          amount: order.amount_nanoton!.toString(), comment: order.comment!, validUntil: order.valid_until.toISOString(),
        };
      }));
    }),

    async order(user: UserRow, id: string) {
      const order = await repo.findOrderOfUser(db, id, user.id);
      if (!order) throw new AppError('not_found');
      const expired = order.status === 'pending' && order.valid_until <= clock.now();
      return orderDto(order, expired);
    },

    /** The job: reads new transactions of the shop wallet from the persisted cursor. */
    async pollIndexer(): Promise<number> {
      if (!shopAddress) return 0;
      let processed = 0;
      for (;;) {
        const batch = await client.transactionsAfter(shopAddress.toRawString(), await repo.readCursor(db, CURSOR), 100);
        for (const indexed of batch) {
          await processTransaction(indexed);
          processed += 1;
        }
        if (batch.length < 100) return processed;
      }
    },

    expireOrders: () => repo.expireOrders(db, clock.now()),

    adminItems: () => repo.listItems(db),

    /** A page of the Stars payments under review (oldest first) or of all (newest first), with the count under review beside it. */
    async starPayments(query: PageQuery & { status: 'unreviewed' | 'all' }) {
      const [page, unreviewed] = await Promise.all([
        keysetPage({ cursor: query.cursor, limit: query.limit }, {
          parse: sortKeys.timeAndText,
          read: (after, limit) => stars.starPaymentsPage(db, query.status, after, limit),
          keyOf: (row) => [row.sort_at, row.tie],
          item: (row) => row,
        }),
        stars.countUnderReview(db),
      ]);
      return { ...page, unreviewed };
    },

    /** Every order, newest first, a page at a time (decision 060). */
    orders: (page: PageQuery) =>
      keysetPage({ cursor: page.cursor, limit: page.limit }, { parse: sortKeys.timeAndUuid, read: (after, limit) => repo.ordersPage(db, after, limit), keyOf: (row) => [row.sort_at, row.id], item: (row) => row }),

    /** The TON payments that credited nothing, kept for review, newest first, a page at a time. */
    paymentsToReview: (page: PageQuery) =>
      keysetPage({ cursor: page.cursor, limit: page.limit }, { parse: sortKeys.timeAndText, read: (after, limit) => repo.paymentsToReview(db, after, limit), keyOf: (row) => [row.sort_at, row.tx_hash], item: (row) => row }),

    async updateItem(actor: Actor, id: string, changes: { price?: string | null | undefined; stars?: number | null | undefined; available?: boolean | undefined; requiredLevel?: number | undefined }) {
      return db.transaction(async (tx) => {
        const before = await repo.findItem(tx, id);
        if (!before) throw new AppError('not_found');
        const now = clock.now();
        // nanoTON digits, above zero: the route's schema checked them (docs/decisions/077).
        const price = changes.price === undefined ? undefined : changes.price === null ? null : BigInt(changes.price);
        const updated = await repo.updateItem(tx, id, { price, stars: changes.stars, available: changes.available, requiredLevel: changes.requiredLevel }, now);
        const rule = { price: before.price_nanoton?.toString() ?? null, stars: before.price_stars, available: before.available, requiredLevel: before.required_level };
        await recordShopItemChange(tx, { id, before: rule, after: { ...changes, ...(price === undefined ? {} : { price: price?.toString() ?? null }) }, now, by: actor.user.id });
        await appendAudit(tx, { actorId: actor.user.id, actorLabel: actor.user.email, action: 'shop_item_updated', targetType: 'shop_item', targetId: id,
          before: rule, after: changes, ip: actor.ip, now });
        return updated!;
      });
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
