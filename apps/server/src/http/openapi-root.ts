/**
 * The document's root (decision 064): how a client signs in and stays signed in, the security
 * schemes the operations refer to, the servers, and one tag per module.
 */
import { readFileSync } from 'node:fs';
import { ACCOUNT, IDEMPOTENCY, PAGE } from '@fre/domain';
import { z } from 'zod';
import { SESSION_COOKIE } from './authenticate.ts';
import { fixZodSchemas } from './openapi-schema-fixes.ts';

/** The release, as the repository's package.json says it (decision 079): the document's version follows it. */
export const API_VERSION = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+$/) })
  .parse(JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8'))).version;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const DESCRIPTION = `Amounts are strings of integer nano-FRE (1 FRE = 10^9) unless a field says otherwise.

## Signing in
Two schemes, one per kind of client; an operation's \`security\` lists both when it needs a session, and is empty when anyone may call it.

- **bearer**: \`POST /api/auth/login\` or \`POST /api/auth/passkey/login\` with \`"bearer": true\` answers the session's token in \`token\`; \`POST /api/auth/telegram\` always answers one. Signing up answers none, but \`POST /api/auth/verify-email\` with \`"bearer": true\` does once the emailed link confirms the sign-up's address (unless the account has a second factor: then sign in). Send it as \`Authorization: Bearer <token>\`.
- **cookie**: the same sign-ins without \`bearer\` (and sign-up) set the httpOnly \`${SESSION_COOKIE}\` cookie (SameSite=Lax), for browsers.

A token lives ${ACCOUNT.sessionTtlMs / DAY_MS} days from its issue, whatever its use. Before it ends, \`POST /api/auth/token/refresh\` (bearer only) answers a new token with its \`expiresAt\` and ends the one presented at once: the same session (same entry in the device list), renewed for ${ACCOUNT.sessionTtlMs / DAY_MS} days, but never past ${ACCOUNT.sessionMaxAgeMs / DAY_MS} days after the sign-in that opened it; then sign in again. Renewals of one token made in parallel give one new token; the others are answered 401. A cookie session is not renewed: it lasts ${ACCOUNT.sessionTtlMs / DAY_MS} days from sign-in. An expired, revoked or already renewed token is answered 401 \`unauthenticated\`. \`GET /api/me/sessions\` lists the account's live sessions (bearer ones included); \`DELETE /api/me/sessions/{id}\` ends one, \`DELETE /api/me/sessions\` all the others, \`POST /api/auth/logout\` the caller's own.

**CSRF**: a state-changing request authenticated by the cookie is refused (403 \`origin_rejected\`) when it carries another site's \`Origin\` or \`Sec-Fetch-Site: cross-site\`; a client without a browser sends neither and passes. Bearer requests are never checked: another site cannot make a browser send the header.

Some operations need more than a session, stated in their description and in \`x-fre-requires\`: \`recent-reauthentication\` (\`POST /api/me/reauth\` within the last ${ACCOUNT.reauthWindowMinutes} minutes by default), \`second-factor-when-enabled\` (the account's app code or passkey in the body), and for the back office \`admin-role\` and \`admin-access-code\`.

## Changes
Additions (operations, optional request fields, response fields, error codes, enum values of answers, headers) come without notice: ignore what you do not know. Nothing is removed or changed in meaning without first being marked \`deprecated: true\` here, with \`Deprecation\` and \`Sunset\` headers on its answers until the Sunset date. \`info.version\` is the release; the changes of each are listed in docs/api.md of the repository.

## Errors
Every error is the \`Error\` schema: \`{"error": {"code", "message", "details"?, "requestId"}}\`, the message in the request's language (\`Accept-Language\`). Each operation lists the codes it can answer per status.

## Headers
\`X-Request-Id\` on every answer; \`X-RateLimit-*\` where a limiter counts; \`Retry-After\` (whole seconds) on every 429 and 503. Writes that take an \`Idempotency-Key\` replay their first answer for ${IDEMPOTENCY.retentionMs / HOUR_MS} hours with \`Idempotent-Replayed: true\`.

## Lists
A list that grows with use answers \`{items, nextCursor}\` and takes \`cursor\` (opaque) and \`limit\` (default ${PAGE.defaultLimit}, at most ${PAGE.maxLimit}); an unknown query parameter is 400 \`validation_failed\`.`;

/** What each module's operations do, for the tag list at the root; a tag missing here is listed by openapi.test.ts. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Signing up, signing in and out, email verification, password reset.',
  account: 'The signed-in player: profile, credentials, second factor, sessions, re-authentication, their data.',
  mining: 'The 24-hour mining session: start, claim, stop.',
  ledger: 'The balance history: one entry per movement.',
  referrals: 'Referral code, referrer and referred players.',
  'bonus codes': 'Redeeming bonus codes.',
  contest: 'Levels and their tasks.',
  telegram: 'Linking a Telegram account; the bot\'s webhook.',
  leaderboard: 'The players\' ranking.',
  notifications: 'The bell: in-app notifications.',
  wallet: 'The TON wallet linked to the account.',
  shop: 'Boosts and packs, paid in FRE or Telegram Stars.',
  price: 'The FRE price.',
  kyc: 'Identity verification, needed before a withdrawal.',
  withdrawals: 'Withdrawals to the linked TON wallet.',
  games: 'Provably fair games: rounds, seeds, limits.',
  messages: 'Messages from the team.',
  support: 'Support tickets.',
  ads: 'Advertisements and their impressions.',
  push: 'Web push subscriptions.',
  settings: 'Public settings and the client\'s configuration.',
  stats: 'Public statistics.',
  'proof-of-liabilities': 'The daily proof of liabilities and each player\'s inclusion proof.',
  health: 'Whether the server and its database answer.',
  agenda: 'What the player can do next.',
  appeals: 'The decisions made about the player, their reasons, and appeals.',
  transparency: 'The public figures, the rules in force and their dated changelog.',
  admin: 'The back office: admin role and an unlocked access-code gate.',
};

export function documentRoot(appUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'FRE Mining API',
      version: API_VERSION,
      description: DESCRIPTION,
      contact: { url: appUrl },
      license: { name: 'Proprietary', url: `${appUrl}/legal/terms` },
    },
    servers: [{ url: appUrl, description: 'This server (APP_URL).' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http' as const, scheme: 'bearer', description: `The token a bearer sign-in answers (see the introduction): ${ACCOUNT.sessionTtlMs / DAY_MS} days, renewed by POST /api/auth/token/refresh up to ${ACCOUNT.sessionMaxAgeMs / DAY_MS} days from sign-in.` },
        cookie: { type: 'apiKey' as const, in: 'cookie', name: SESSION_COOKIE, description: 'The httpOnly session cookie a browser sign-in sets; state-changing requests are checked against CSRF.' },
        telegramSecret: { type: 'apiKey' as const, in: 'header', name: 'X-Telegram-Bot-Api-Secret-Token', description: 'The secret given to Telegram with setWebhook (TELEGRAM_WEBHOOK_SECRET).' },
      },
    },
  };
}

type Document = Record<string, unknown> & { paths?: Record<string, Record<string, { tags?: string[] }>>; components?: { schemas?: Record<string, unknown>; securitySchemes?: unknown } };

/** Drops the components nothing refers to (the zod registry gives each an input and an output twin). */
function withoutUnusedSchemas(document: Document): Document {
  const schemas = { ...document.components?.schemas };
  for (;;) {
    const { components, ...rest } = document;
    const text = JSON.stringify([rest, components?.securitySchemes, schemas]);
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) return { ...document, components: { ...document.components, schemas } };
    for (const name of unused) delete schemas[name];
  }
}

/** The document as served: the root's tag list from the tags the operations use, the components used, zod's wording put right. */
export function finishDocument(document: Document): Document {
  const used = new Set(Object.values(document.paths ?? {}).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])));
  const tags = [...used].sort().map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name }));
  return fixZodSchemas(withoutUnusedSchemas({ ...document, tags }));
}
