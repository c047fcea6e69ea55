import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT, type PublicLinks } from '@fre/domain';

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
/**
 * Fastify's forms of trustProxy (decision 040): a number of proxy hops in front of the app (the
 * address that many places from the right of X-Forwarded-For is the client's), or the addresses
 * and CIDR ranges of the proxies (proxy-addr's names loopback, linklocal, uniquelocal too).
 * Never "trust every hop": the client would choose its own address.
 */
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?|[0-9a-f:]*:[0-9a-f:.]*(\/\d{1,3})?)$/i;
const trustProxySetting = z
  .string()
  .trim()
  .refine((value) => !['true', 'yes', 'on'].includes(value.toLowerCase()), 'trusting every hop lets a client choose its own address: give the number of proxies in front (1 for one nginx) or their addresses')
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0 && entries.every((entry) => PROXY_ENTRY.test(entry))) return entries;
    ctx.addIssue({ code: 'custom', message: 'a number of proxy hops (e.g. 1) or comma-separated proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)' });
    return z.NEVER;
  });
/** An address shown to every visitor (the landing's footer, the contest tasks): http or https only. */
const publicLink = z.string().url().refine((value) => /^https?:\/\//i.test(value), 'an http:// or https:// address');
const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_URL: z.string().url().optional(),
    FRE_DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_PREPARED_STATEMENTS: z.enum(['auto', '0', '1', 'true', 'false']).default('auto'),
    DATABASE_READ_URL: z.string().url().optional(),
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).default(5_000),
    FRE_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    FRE_TEST_CLOCK: booleanFlag.default(false),
    FRE_OUTBOX_DIR: z.string().min(1).optional(),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('FRE Mining <no-reply@fre-mining.local>'),
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    TRUST_PROXY: trustProxySetting.default(false),
    DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
    SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    REAUTH_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(ACCOUNT.reauthWindowMinutes),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    FRE_WEB_DIST: z.string().min(1).optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    DISPOSABLE_EMAIL_ALLOW: z
      .string()
      .default('')
      .transform((list) => list.split(',').map((domain) => domain.trim().toLowerCase()).filter(Boolean))
      .refine((domains) => domains.every((domain) => DOMAIN_NAME.test(domain)), 'comma-separated domain names, e.g. example.com,mail.example.org'),
    ABUSE_SIGNAL_SECRET: z.string().regex(/^[\x21-\x7e]{32,}$/, 'at least 32 printable characters without spaces (e.g. openssl rand -hex 32)').optional(),
    BOT_CHALLENGE_SECRET: z.string().regex(/^[\x21-\x7e]{32,}$/, 'at least 32 printable characters without spaces (e.g. openssl rand -hex 32)').optional(),
    TOTP_ENCRYPTION_KEY: z.string().trim().regex(/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, '32 bytes, as 64 hex digits or base64 (e.g. openssl rand -hex 32)').optional(),
    BOT_CHALLENGE_BASE_COST: z.coerce.number().int().min(1).max(100_000_000).default(50_000),
    BOT_CHALLENGE_MAX_COST: z.coerce.number().int().min(1).max(100_000_000).default(2_000_000),
    BOT_CHALLENGE_COST_GROWTH: z.coerce.number().min(1).max(100).default(2),
    BOT_CHALLENGE_COST_WINDOW_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
    FRE_FEATURE_GAMES: booleanFlag.default(true),
    FRE_FEATURE_SHOP: booleanFlag.default(true),
    FRE_FEATURE_REFERRALS: booleanFlag.default(true),
    FRE_MAINTENANCE: booleanFlag.default(false),
    TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]{20,}$/, 'a bot token looks like 123456:ABC…').optional(),
    TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
    TELEGRAM_GROUP_CHAT_ID: z.string().min(1).optional(),
    TELEGRAM_CHANNEL_CHAT_ID: z.string().min(1).optional(),
    TELEGRAM_GROUP_URL: publicLink.optional(),
    TELEGRAM_CHANNEL_URL: publicLink.optional(),
    TELEGRAM_AUTH_MAX_AGE_S: z.coerce.number().int().min(60).max(30 * 86_400).default(86_400),
    // Telegram allows 1-256 characters A-Z, a-z, 0-9, _ and - (Bot API setWebhook, secret_token).
    TELEGRAM_WEBHOOK_SECRET: z.string().regex(/^[\w-]{16,256}$/, '16 to 256 characters A-Z a-z 0-9 _ -').optional(),
    SOCIAL_X_URL: publicLink.optional(),
    SOCIAL_FACEBOOK_URL: publicLink.optional(),
    SOCIAL_YOUTUBE_URL: publicLink.optional(),
    WHITE_PAPER_URL: publicLink.optional(),
    OFFICIAL_SITE_URL: publicLink.optional(),
    TON_NETWORK: z.enum(['mainnet', 'testnet']).default('mainnet'),
    TON_PROOF_DOMAIN: z.string().min(1).optional(),
    SHOP_WALLET_ADDRESS: z.string().min(10).optional(),
    TON_INDEXER_URL: z.string().url().optional(),
    TON_INDEXER_API_KEY: z.string().min(1).optional(),
    PRICE_API_URL: z.string().url().default('https://api.dexscreener.com'),
    FRE_JETTON_ADDRESS: z.string().min(10).optional(),
    TRADING_EMBED_URL: z.string().url().optional(),
    WITHDRAWAL_SECOND_APPROVAL_FRE: z.coerce.number().int().min(1).default(100_000),
    KYC_FILE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    TON_WALLETS_LIST_URL: z.string().url().optional(),
    TELEGRAM_MINI_APP_URL: z.string().url().optional(),
    HOT_WALLET_MNEMONIC: z.string().trim().refine((v) => v.split(/\s+/).length === 24, '24 words').optional(),
    HOT_WALLET_VERSION: z.enum(['v4r2', 'v5r1']).default('v4r2'),
    HOT_WALLET_JETTON_WALLET: z.string().min(10).optional(),
    TON_API_URL: z.string().url().optional(),
    ADS_NETWORK_URL: z.string().url().optional(),
    // Who runs this installation, as the terms and the privacy policy name them (all three or none).
    OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
    OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
    OPERATOR_CONTACT: z.string().trim().min(5).max(200).optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(2).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(3).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(8).optional(),
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'mailto:… or https://…').default('mailto:support@fre-mining.local'),
    // Digits only: an empty METRICS_PORT= must not become 0 (any free port) silently.
    METRICS_PORT: z.string().regex(/^\d{1,5}$/, 'a port number').transform(Number).pipe(z.number().max(65535)).optional(),
    METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,}$/, 'at least 16 printable characters without spaces (e.g. openssl rand -hex 32)').optional(),
  })
  .refine((env) => !env.HOT_WALLET_MNEMONIC || env.HOT_WALLET_JETTON_WALLET, {
    message: 'HOT_WALLET_JETTON_WALLET (the hot wallet\'s FRE jetton wallet) is required with HOT_WALLET_MNEMONIC',
    path: ['HOT_WALLET_JETTON_WALLET'],
  })
  .refine((env) => [env.OPERATOR_NAME, env.OPERATOR_ADDRESS, env.OPERATOR_CONTACT].filter(Boolean).length % 3 === 0, {
    message: 'OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_CONTACT are set together (the terms name all three)',
    path: ['OPERATOR_NAME'],
  })
  .refine((env) => env.BOT_CHALLENGE_MAX_COST >= env.BOT_CHALLENGE_BASE_COST, {
    message: 'BOT_CHALLENGE_MAX_COST must be at least BOT_CHALLENGE_BASE_COST',
    path: ['BOT_CHALLENGE_MAX_COST'],
  })
  .refine((env) => !(env.FRE_TEST_CLOCK && env.NODE_ENV === 'production'), {
    message: 'FRE_TEST_CLOCK=1 is refused when NODE_ENV=production',
    path: ['FRE_TEST_CLOCK'],
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT === 0 || env.METRICS_PORT !== env.PORT, {
    message: 'METRICS_PORT must differ from PORT (the metrics listener is a separate one)',
    path: ['METRICS_PORT'],
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Named prepared statements: only where this process owns its connections (decision 016). */
  databasePreparedStatements: boolean;
  /** A streaming replica for lag-tolerant reads, skipped while it lags past maxLagMs (read-replica.ts). */
  readReplica: { url: string; maxLagMs: number } | null;
  embeddedPgPort: number;
  testClock: boolean;
  outboxDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  cookieSecure: 'auto' | boolean;
  /** false, a number of proxy hops, or the proxies' addresses and ranges (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  /**
   * Bounded waits (decision 038): for a free pool connection, for a row lock, for a statement (and
   * a transaction left idle). Past them a request answers 503 database_busy instead of holding on.
   */
  database: { poolWaitMs: number; lockTimeoutMs: number; statementTimeoutMs: number };
  /** SIGTERM ends in-flight requests within this long, then the process exits whatever is left. */
  shutdownDeadlineMs: number;
  /** How long POST /api/me/reauth lets a session change its protection or export its data (decision 039). */
  reauthWindowMs: number;
  logLevel: string;
  webDist: string;
  rateLimitPerMinute: number;
  /** Sign-up, sign-in, verification and reset requests per minute per IP. */
  authRateLimitPerMinute: number;
  /** Domains on the throwaway-address list that sign-up accepts all the same (disposable-email.ts). */
  disposableEmailAllow: string[];
  /**
   * Key of the sign-up and sign-in signal hashes (abuse-signals); null: generated into the data
   * folder. Every instance must use the same one, or their hashes do not group.
   */
  abuseSignalSecret: string | null;
  /**
   * The proof-of-work challenge (bot-challenge, decision 021): its HMAC key (null: generated into
   * the data folder; every instance must use the same one) and what sizes its cost, the largest
   * number a solver may have to try: baseCost with no recent sign-up from the requester's network
   * prefix, times costGrowth for each one within costWindowMs, never more than maxCost.
   */
  botChallenge: { secret: string | null; baseCost: number; maxCost: number; costGrowth: number; costWindowMs: number };
  /** Seals the two-step secrets at rest (decision 024), 32 bytes as hex or base64; null: generated into the data folder. */
  totpEncryptionKey: string | null;
  /** Defaults of the runtime settings; an admin's choice in /admin overrides them. */
  settingsDefaults: { games: boolean; shop: boolean; referrals: boolean; maintenance: boolean };
  /**
   * The bot behind the Mini App (decision 045): `initData` older than authMaxAgeMs signs nobody in;
   * the webhook answers only requests that carry webhookSecret; miniAppUrl is the t.me link.
   */
  telegram: {
    botToken: string | undefined;
    apiUrl: string;
    groupChatId: string | undefined;
    channelChatId: string | undefined;
    authMaxAgeMs: number;
    webhookSecret: string | undefined;
    miniAppUrl: string | null;
  };
  withdrawals: { secondApprovalAboveNano: bigint };
  /** KYC photos are deleted this many days after the decision (decision 025). */
  kycFileRetentionDays: number;
  /** An external ads network queried after house ads (placement, language), if any. */
  adsNetworkUrl: string | null;
  /** Object storage for uploads (KYC, support, ads); null keeps them under FRE_DATA_DIR. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | null;
  /** Present only when a hot wallet pays withdrawals out; the mnemonic is never logged. */
  hotWallet: { mnemonic: string; version: 'v4r2' | 'v5r1'; jettonWallet: string; apiUrl: string; apiKey: string | undefined } | null;
  tonConnect: { walletsListUrl: string | null; twaReturnUrl: string | null };
  push: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /**
   * Prometheus exposure, never public by default: a separate listener on HOST (port, for a private
   * network) and/or GET /metrics on the main port behind a bearer token. Both null: no /metrics.
   */
  metrics: { port: number | null; token: string | null };
  price: { apiUrl: string; jetton: string | null; tradingEmbedUrl: string | null };
  ton: { network: 'mainnet' | 'testnet'; proofDomain: string; shopWallet: string | null; indexerUrl: string; indexerApiKey: string | undefined };
  /**
   * The project's public addresses: the landing's footer shows the ones set; the contest tasks link
   * to theirs (a task without a link still shows, without the button).
   */
  links: PublicLinks;
  /**
   * The operator the terms and the privacy policy name, from the environment; null until it is
   * set, and then the legal pages say plainly that it is missing.
   */
  operator: { name: string; address: string; contact: string } | null;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; lists every bad variable in one message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.FRE_DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // auto: on for the embedded database (direct connections), off for DATABASE_URL (maybe a pooler).
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'auto' ? !e.DATABASE_URL : e.DATABASE_PREPARED_STATEMENTS === '1' || e.DATABASE_PREPARED_STATEMENTS === 'true',
    readReplica: e.DATABASE_READ_URL ? { url: e.DATABASE_READ_URL, maxLagMs: e.DATABASE_READ_MAX_LAG_MS } : null,
    embeddedPgPort: e.FRE_PG_PORT,
    testClock: e.FRE_TEST_CLOCK,
    outboxDir: path.resolve(e.FRE_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    trustProxy: e.TRUST_PROXY,
    database: { poolWaitMs: e.DATABASE_POOL_WAIT_MS, lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    shutdownDeadlineMs: e.SHUTDOWN_DEADLINE_MS,
    reauthWindowMs: e.REAUTH_WINDOW_MINUTES * 60_000,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.FRE_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    disposableEmailAllow: e.DISPOSABLE_EMAIL_ALLOW,
    abuseSignalSecret: e.ABUSE_SIGNAL_SECRET ?? null,
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY ?? null,
    botChallenge: {
      secret: e.BOT_CHALLENGE_SECRET ?? null,
      baseCost: e.BOT_CHALLENGE_BASE_COST,
      maxCost: e.BOT_CHALLENGE_MAX_COST,
      costGrowth: e.BOT_CHALLENGE_COST_GROWTH,
      costWindowMs: e.BOT_CHALLENGE_COST_WINDOW_MINUTES * 60_000,
    },
    telegram: {
      botToken: e.TELEGRAM_BOT_TOKEN,
      apiUrl: e.TELEGRAM_API_URL.replace(/\/$/, ''),
      groupChatId: e.TELEGRAM_GROUP_CHAT_ID,
      channelChatId: e.TELEGRAM_CHANNEL_CHAT_ID,
      authMaxAgeMs: e.TELEGRAM_AUTH_MAX_AGE_S * 1000,
      webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
      miniAppUrl: e.TELEGRAM_MINI_APP_URL ?? null,
    },
    withdrawals: { secondApprovalAboveNano: BigInt(e.WITHDRAWAL_SECOND_APPROVAL_FRE) * 1_000_000_000n },
    kycFileRetentionDays: e.KYC_FILE_RETENTION_DAYS,
    adsNetworkUrl: e.ADS_NETWORK_URL ?? null,
    s3: e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : null,
    hotWallet: e.HOT_WALLET_MNEMONIC && e.HOT_WALLET_JETTON_WALLET
      ? {
          mnemonic: e.HOT_WALLET_MNEMONIC,
          version: e.HOT_WALLET_VERSION,
          jettonWallet: e.HOT_WALLET_JETTON_WALLET,
          apiUrl: (e.TON_API_URL ?? e.TON_INDEXER_URL ?? (e.TON_NETWORK === 'testnet' ? 'https://testnet.toncenter.com' : 'https://toncenter.com')).replace(/\/$/, ''),
          apiKey: e.TON_INDEXER_API_KEY,
        }
      : null,
    tonConnect: { walletsListUrl: e.TON_WALLETS_LIST_URL ?? null, twaReturnUrl: e.TELEGRAM_MINI_APP_URL ?? null },
    push: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    metrics: { port: e.METRICS_PORT ?? null, token: e.METRICS_TOKEN ?? null },
    price: { apiUrl: e.PRICE_API_URL.replace(/\/$/, ''), jetton: e.FRE_JETTON_ADDRESS ?? null, tradingEmbedUrl: e.TRADING_EMBED_URL ?? null },
    ton: {
      network: e.TON_NETWORK,
      proofDomain: e.TON_PROOF_DOMAIN ?? new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).host,
      shopWallet: e.SHOP_WALLET_ADDRESS ?? null,
      indexerUrl: (e.TON_INDEXER_URL ?? (e.TON_NETWORK === 'testnet' ? 'https://testnet.toncenter.com' : 'https://toncenter.com')).replace(/\/$/, ''),
      indexerApiKey: e.TON_INDEXER_API_KEY,
    },
    links: {
      whitePaper: e.WHITE_PAPER_URL ?? null,
      officialSite: e.OFFICIAL_SITE_URL ?? null,
      telegramGroup: e.TELEGRAM_GROUP_URL ?? null,
      telegramChannel: e.TELEGRAM_CHANNEL_URL ?? null,
      x: e.SOCIAL_X_URL ?? null,
      facebook: e.SOCIAL_FACEBOOK_URL ?? null,
      youtube: e.SOCIAL_YOUTUBE_URL ?? null,
    },
    operator: e.OPERATOR_NAME && e.OPERATOR_ADDRESS && e.OPERATOR_CONTACT ? { name: e.OPERATOR_NAME, address: e.OPERATOR_ADDRESS, contact: e.OPERATOR_CONTACT } : null,
    settingsDefaults: { games: e.FRE_FEATURE_GAMES, shop: e.FRE_FEATURE_SHOP, referrals: e.FRE_FEATURE_REFERRALS, maintenance: e.FRE_MAINTENANCE },
  };
}
