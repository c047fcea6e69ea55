import { strToU8, zipSync, type Zippable } from 'fflate';
import { MY_DATA } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createFileStore, type FileStore } from '#server/lib/uploads/file-store.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as repo from './data-export.repository.ts';

const KYC_FILES = [['front', 'front_file'], ['back', 'back_file'], ['selfie', 'selfie_file']] as const;

/**
 * GDPR articles 15 and 20 (decision 025): one zip with data.json, machine-readable, and the
 * player's own uploaded photos. Built in memory: the photos are re-encoded JPEGs of a few hundred
 * kilobytes, and an account has at most a handful.
 */
export function createDataExportService(ctx: AppContext, stores: { kyc: FileStore; support: FileStore } = {
  kyc: createFileStore(ctx.config, 'kyc'),
  support: createFileStore(ctx.config, 'support'),
}) {
  const { db, clock } = ctx;

  return {
    /** At most one export an hour per account: 429 rate_limited with `retryAt` otherwise. */
    async export(user: UserRow): Promise<{ zip: Uint8Array; fileName: string }> {
      const now = clock.now();
      if (!(await repo.claimExportSlot(db, user.id, now, new Date(now.getTime() - MY_DATA.exportIntervalMs)))) {
        const last = await repo.lastExportAt(db, user.id);
        const retryAt = new Date((last ?? now).getTime() + MY_DATA.exportIntervalMs);
        throw new AppError('rate_limited', {}, { retryAt: retryAt.toISOString() }).retryAfter((retryAt.getTime() - now.getTime()) / 1000);
      }
      const [profile, ledger, sessions, referrals, orders, withdrawals, tickets, kyc, push, decisions] = await Promise.all([
        repo.profile(db, user.id), repo.ledger(db, user.id), repo.sessions(db, user.id), repo.referrals(db, user.id),
        repo.orders(db, user.id), repo.withdrawals(db, user.id), repo.tickets(db, user.id), repo.kycSubmissions(db, user.id),
        repo.pushSubscriptions(db, user.id), repo.decisions(db, user.id),
      ]);
      const files: Zippable = {};
      const kycRows = [];
      for (const { front_file, back_file, selfie_file, files_deleted_at, ...row } of kyc) {
        const stored: string[] = [];
        const keys = { front_file, back_file, selfie_file };
        if (!files_deleted_at) {
          for (const [label, column] of KYC_FILES) {
            const bytes = keys[column] ? await stores.kyc.get(keys[column]) : null;
            if (!bytes) continue;
            const name = `kyc/${row.id}-${label}.jpg`;
            files[name] = [bytes, { level: 0 }];
            stored.push(name);
          }
        }
        kycRows.push({ ...row, filesDeletedAt: files_deleted_at, files: stored });
      }
      const ticketRows = [];
      for (const { screenshot_file, ...ticket } of tickets) {
        const bytes = screenshot_file ? await stores.support.get(screenshot_file) : null;
        const name = bytes ? `support/${ticket.id}.jpg` : null;
        if (bytes && name) files[name] = [bytes, { level: 0 }];
        ticketRows.push({ ...ticket, screenshot: name });
      }
      const data = {
        exportedAt: now.toISOString(),
        format: 'FRE Mining data export, version 1. Amounts are integers of nano-FRE (1 FRE = 1,000,000,000) or nano-TON for shop orders (amount_stars: orders paid in Telegram Stars).',
        profile,
        ledger,
        sessions,
        referrals,
        orders,
        withdrawals,
        supportTickets: ticketRows,
        decisions,
        kyc: { status: user.kyc_status, submissions: kycRows },
        consentHistory: [
          { event: 'terms_accepted_at_sign_up', at: user.created_at },
          ...push.map((subscription) => ({ event: 'push_notifications_allowed', at: subscription.created_at })),
        ],
        consentNote: 'Cookie and advertising choices are kept in your browser only (local storage "fre.consent"), never on our servers.',
      };
      // Photos are stored as they are (already compressed JPEGs); the JSON is deflated.
      const zip = zipSync({ 'data.json': strToU8(JSON.stringify(data, null, 2)), ...files }, { level: 6 });
      return { zip, fileName: `fre-mining-data-${now.toISOString().slice(0, 10)}.zip` };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
