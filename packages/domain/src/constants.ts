/**
 * Every business number of the product lives here (decision 068).
 * Texts that quote a number read it from this module, never retype it.
 * Amounts are bigint nano-FRE (1 FRE = 10^9 nano-FRE); rates are nano-FRE per hour.
 */
export const NANO_PER_FRE = 1_000_000_000n;
/** The most decimals a FRE amount can have (a nano-FRE is the smallest unit): the forms quote it. */
export const FRE_DECIMALS = NANO_PER_FRE.toString().length - 1;
/**
 * Decimals of every FRE amount and rate on screen (balances, the ring's earnings, FRE/h), one
 * precision everywhere: at the base rate the ring's earnings move by about 6 in the last of them
 * at each 2 s refresh, where 4 decimals stood still for six minutes.
 */
export const FRE_DISPLAY_DECIMALS = 7;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * HOUR_MS;

export const MINING = {
  /** 0.001041667 FRE/h */
  baseRateNano: 1_041_667n,
  sessionDurationMs: DAY_MS,
  /** 0.0020833 FRE/h per active referral */
  referralBonusNano: 2_083_300n,
  maxCountedReferrals: 20,
  /** A rate change is written to the user and the session at most this often. */
  ratePersistIntervalMs: 60_000,
} as const;

/** Reward of each contest level, index 0 = level 1 (decision 068: 1-7 +0.001, 8-10 +0.01 FRE/h). */
export const LEVEL_REWARDS_NANO: readonly bigint[] = [
  1_000_000n, 1_000_000n, 1_000_000n, 1_000_000n, 1_000_000n, 1_000_000n, 1_000_000n,
  10_000_000n, 10_000_000n, 10_000_000n,
];
export const LEVEL_COUNT = LEVEL_REWARDS_NANO.length;

/** The task of each contest level and how the server checks it. */
export const CONTEST_TASKS = [
  { level: 1, task: 'telegram_group', check: 'telegram' },
  { level: 2, task: 'telegram_channel', check: 'telegram' },
  { level: 3, task: 'follow_x', check: 'self_declared' },
  { level: 4, task: 'follow_facebook', check: 'self_declared' },
  { level: 5, task: 'subscribe_youtube', check: 'self_declared' },
  { level: 6, task: 'invite_friend', check: 'referral' },
  { level: 7, task: 'add_wallet', check: 'wallet' },
  { level: 8, task: 'buy_fre1', check: 'pack' },
  { level: 9, task: 'buy_fre3', check: 'pack' },
  { level: 10, task: 'buy_fre5', check: 'pack' },
] as const;
export type ContestTask = (typeof CONTEST_TASKS)[number]['task'];

export const REFERRALS = {
  /** A referrer may remind one inactive referral once per day. */
  reminderIntervalMs: DAY_MS,
  /** One slot bonus spin per referral who completed a first claim. */
  spinsPerQualifiedReferral: 1,
} as const;

export const LEADERBOARD = { cacheMs: 5_000 } as const;

/**
 * Every list that grows with use is read a page at a time (decision 060): `limit` defaults to
 * defaultLimit and may go up to maxLimit; the cursor is opaque (base64url of the last row's sort key).
 */
export const PAGE = { defaultLimit: 20, maxLimit: 100, maxCursorLength: 200 } as const;

/** The balance history is read a page at a time, newest first. */
export const LEDGER = { pageSize: PAGE.defaultLimit } as const;
/** What waits for a player today: the dashboard's agenda and the navigation's badges read it (agenda-schemas.ts). */
export const AGENDA_PATH = '/api/me/agenda';

/** The first page of the balance history, as the web app asks for it. */
export const LEDGER_FIRST_PAGE = `/api/ledger?limit=${LEDGER.pageSize}` as const;

export const PRICE = {
  /** The price is fetched at most this often. */
  cacheMs: 300_000,
  /** Older than this, the last price is not shown as current. */
  staleAfterMs: 30 * MINUTE_MS,
  historyDays: 7,
} as const;

export const WALLET = {
  /** A ton_proof payload (our nonce) is valid this long, once. */
  proofPayloadTtlMs: 15 * MINUTE_MS,
  /** Accepted distance between the proof's timestamp and our clock, both ways. */
  proofMaxAgeMs: 15 * MINUTE_MS,
  /**
   * The wallets the texts name as examples (tutorial, FAQ, /fre guide): self-custodial, they link
   * with TON Connect and its ton_proof and hold jettons, as withdrawals arrive as FRE jetton
   * transfers. The widget itself offers every wallet of the TON Connect list.
   */
  namedWallets: ['Tonkeeper', 'MyTonWallet', 'Tonhub'],
} as const;
/** Bonus codes: the text's length, a boost's duration (admins' form and API), the uses one code allows. */
export const BONUS_CODE = { minLength: 3, maxLength: 32, maxDurationHours: 24 * 365, maxUses: 10_000_000 } as const;

/**
 * The shop's catalogue. `stars`: the first price in Telegram Stars (decision 045), seeded once per item
 * at start (shop-catalogue.ts), then the admins'. About 1 Star ≈ 0.013 USD; boxes of FRE cost
 * less per Star as they grow, as packs that give more per hour do.
 */
export const PACKS = [
  { id: 'FRE1', rateNano: 25_000_000n, stars: 100 },
  { id: 'FRE3', rateNano: 50_000_000n, stars: 250 },
  { id: 'FRE5', rateNano: 100_000_000n, stars: 450 },
] as const;

export const BOOST_BOXES = [
  { id: 'BOOST7', days: 7, rateNano: 400_000_000n, stars: 150 },
  { id: 'BOOST15', days: 15, rateNano: 600_000_000n, stars: 300 },
  { id: 'BOOST22', days: 22, rateNano: 800_000_000n, stars: 400 },
  { id: 'BOOST30', days: 30, rateNano: 1_000_000_000n, stars: 500 },
] as const;

export const FRE_BOXES = [
  { id: 'FREBOX7500', amountNano: 7_500n * NANO_PER_FRE, stars: 50 },
  { id: 'FREBOX15000', amountNano: 15_000n * NANO_PER_FRE, stars: 100 },
  { id: 'FREBOX37500', amountNano: 37_500n * NANO_PER_FRE, stars: 225 },
  { id: 'FREBOX75000', amountNano: 75_000n * NANO_PER_FRE, stars: 400 },
] as const;

/** What the shop sells. Here, not beside the shop's schemas: the shop page reads it without loading zod. */
export const SHOP_KINDS = ['pack', 'boost_box', 'fre_box'] as const;

export const SHOP = {
  /** An order waits this long for its payment. */
  orderTtlMs: 15 * MINUTE_MS,
  /** Levels a pack needs before it can be bought (admin-editable per item). */
  defaultPackLevel: 0,
  indexerPollMs: 15_000,
  /** Telegram Stars: the Bot API's bounds of one invoice's amount in XTR. */
  starsMax: 100_000,
} as const;

/** A bonus code's boost lasts this long unless its admin says otherwise. */
export const BOOST_DEFAULT_DURATION_HOURS = 24;

/** Minimum withdrawal by level, index = level 0..10 (decision 068): the defaults, until an admin sets them (decision 058). */
export const WITHDRAWAL_MINIMUM_FRE_BY_LEVEL: readonly number[] = [
  250_000, 250_000, 250_000, 250_000, 250_000, 250_000, 250_000, 250_000, 200_000, 100_000, 25_000,
];
export const WITHDRAWAL_MAX_DELAY_HOURS = 72;
export const KYC_REVIEW_HOURS = { min: 24, max: 48 } as const;
/** About how long the identity form takes to fill, as its start page says. */
export const KYC_FORM_MINUTES = 5;
/** Identity checks are for adults: the age the server checks and the form and its errors quote. */
export const ADULT_AGE = 18;
/**
 * Uploaded photos (identity documents, support screenshots, ad images): the one size and pixel
 * limit the server applies and the texts quote (megabytes of 1,048,576 bytes, megapixels of a million).
 */
export const UPLOADS = { maxMegabytes: 10, maxMegapixels: 40 } as const;
/** A support message's shortest length (the request schema's rule, quoted by its error). */
export const SUPPORT = { messageMinLength: 10, messageMaxLength: 4_000 } as const;
/** Self-exclusion from the games: a whole number of days in this range. */
export const SELF_EXCLUSION_DAYS = { min: 1, max: 365 } as const;
/**
 * Your data (issue 21, decision 025): KYC photos are deleted this many days after the decision
 * (KYC_FILE_RETENTION_DAYS overrides it; the privacy policy quotes this default); a data export at
 * most once per exportIntervalMs; a closed support ticket and its screenshot are deleted this many
 * years after closing (the support-ticket-retention job, decision 058).
 */
export const MY_DATA = {
  kycFileRetentionDays: 30,
  /** A request about one's data that the app does not handle by itself is answered within this many days (GDPR art. 12: a month). */
  answerWithinDays: 30,
  exportIntervalMs: 60 * 60 * 1000,
  supportTicketRetentionYears: 2,
  /**
   * Kept after deletion: accounting records (Code de commerce L123-22), the KYC decision (CMF L561-12);
   * then erased by the accounting-record-retention and kyc-record-retention jobs (decision 058).
   */
  accountingRetentionYears: 10,
  amlRetentionYears: 5,
} as const;

/** The stakes of every game; the games themselves are GAME_CATALOGUE (games/catalogue.ts). */
export const GAMES = { minBetFre: 1, maxBetFre: 10_000 } as const;
/**
 * The slot's free spin: this many per rolling period (the server counts from the last free spin).
 * Here rather than beside the slot's math (games/slot.ts): the landing quotes it without loading that.
 */
export const SLOT_FREE_SPIN = { count: 1, everyHours: 24 } as const;

export const ACCOUNT = {
  passwordMinLength: 8,
  nicknameMinLength: 3,
  nicknameMaxLength: 20,
  maxLoginAttempts: 5,
  loginLockWindowMs: 15 * MINUTE_MS,
  referralCodeRandomLength: 3,
  emailTokenTtlMs: 24 * HOUR_MS,
  passwordResetTtlMs: HOUR_MS,
  /** A session token's life from its issue: a sign-in, or a renewal (POST /api/auth/token/refresh, decision 078). */
  sessionTtlMs: 30 * DAY_MS,
  /** No renewal takes a session past this from its sign-in: then the person signs in again (decision 078). */
  sessionMaxAgeMs: 90 * DAY_MS,
  signupSeconds: 30,
  /**
   * Name of the readable cookie set beside the httpOnly session cookie (no secret in it): the web
   * app asks for the signed-in user only when it is there.
   */
  signedInCookie: 'fre_signed_in',
  /**
   * Readable cookie holding the interface language the visitor chose, so the server can send the
   * pre-rendered landing in that language (the web app itself reads local storage).
   */
  languageCookie: 'fre_lang',
  /**
   * A session re-authenticated with POST /api/me/reauth may change how the account is protected or
   * read it all for this long (REAUTH_WINDOW_MINUTES overrides it; decision 039).
   */
  reauthWindowMinutes: 10,
  /**
   * After any change of a credential (a password, app code, recovery codes, passkey, Telegram link,
   * email address or withdrawal wallet added, replaced or removed), no withdrawal for this long:
   * whoever briefly held the session cannot plant a way in and cash out before the owner, told by
   * the notice, takes the account back (decision 048).
   */
  credentialChangeWithdrawalPauseMs: 2 * DAY_MS,
  /**
   * Inside Telegram, initData stands for the password when re-authenticating (decision 045); it is
   * valid for a day to sign in, so only one signed this recently proves the person is there now:
   * a copy left in a log or a stolen webview's storage soon proves nothing.
   */
  telegramReauthMaxAgeMs: 5 * MINUTE_MS,
} as const;

/** Two-step sign-in (decision 024): what every authenticator app reads, RFC 6238 defaults. */
export const TWO_STEP = {
  digits: 6,
  periodSeconds: 30,
  /** Codes of the step before and after are accepted too: a phone's clock a little off. */
  windowSteps: 1,
  issuer: 'FRE Mining',
  recoveryCodeCount: 10,
} as const;

/**
 * Sign-up and sign-in signals kept to find scripted sign-ups and referral farms (decision 020).
 * The privacy policy quotes these numbers.
 */
export const ABUSE_SIGNALS = {
  /** A signal row is deleted this long after its sign-up or sign-in. */
  retentionDays: 180,
  /** Lifetime of the device id cookie: no longer than the rows it links are kept. */
  deviceCookieDays: 180,
  /** Network prefix lengths that group addresses (one household, office or carrier block). */
  ipv4PrefixBits: 24,
  ipv6PrefixBits: 48,
} as const;

/**
 * The proof-of-work challenge in front of sign-up and password reset, and of sign-in and
 * bonus-code redemption after failures (decision 021). What sizes its cost comes from the
 * environment (BOT_CHALLENGE_* in the README); these are the rules around it.
 */
export const BOT_CHALLENGE = {
  /** A challenge must be solved and sent within this time; the expiry is signed into its salt. */
  expiresMs: 5 * MINUTE_MS,
  /** Sign-in needs a solved challenge once an address has this many failures within failureWindowMs… */
  signInAccountFailures: 2,
  /** …or its network prefix this many: a shared household or carrier address makes a few typos. */
  signInNetworkFailures: 10,
  /** Bonus-code redemption needs one once the player has had this many codes refused. */
  bonusCodeFailures: 2,
  failureWindowMs: 15 * MINUTE_MS,
} as const;

/**
 * Detection of referral farms and scripted sign-ups (decision 022): what the abuse-detection job
 * calls a burst, lockstep, a quick start, and the score from which an account is flagged.
 * The reasons shown to operators quote these numbers.
 */
export const ABUSE_DETECTION = {
  /** The job runs this often, over the sign-ups of the last lookbackDays. */
  intervalMs: 15 * MINUTE_MS,
  lookbackDays: 60,
  /** A network burst: at least burstMinAccounts sign-ups from one prefix within burstWindowMinutes. */
  burstMinAccounts: 5,
  burstWindowMinutes: 60,
  /** Accounts on one browser (device cookie) from which it counts: a family may share a phone. */
  sharedDeviceMinAccounts: 4,
  /** A referral tree is examined from this many referrals on. */
  treeMinReferrals: 5,
  /** Two sessions start "together" within lockstepMinutes; lockstep needs lockstepMinPeers others at least lockstepMinShare of the time. */
  lockstepMinutes: 5,
  lockstepMinPeers: 3,
  lockstepMinShare: 0.5,
  /** Sessions looked at per account for lockstep. */
  lockstepSessions: 14,
  /** Sign-up to verified to first mining start all within quickStartSeconds. */
  quickStartSeconds: 120,
  /** "Only mines": at least this many sessions and nothing else done. */
  onlyMiningMinSessions: 3,
  /** An account is flagged from this score (0–100) on, in a cluster not marked legitimate. */
  flagScore: 50,
} as const;

export const ADMIN = {
  accessCodeMinLength: 6,
  /** An operator's reason for an action on a player (adjustment, ban, rejection…): at least this long. */
  reasonMinLength: 3,
  accessCodeMaxLength: 128,
  /** Wrong access codes allowed per admin per window before the gate refuses every attempt. */
  maxUnlockFailures: 5,
  unlockFailureWindowMs: 15 * MINUTE_MS,
  /** The gate locks again after this long without an admin call. */
  idleLockMs: 15 * MINUTE_MS,
  /** A player's page shows this many of their latest balance movements and mining sessions. */
  userLedgerShown: 50,
  userSessionsShown: 20,
} as const;
export const LEADERBOARD_SIZE = 10;

/**
 * The windows the statistics rollup sums over (stats.service.ts), quoted by the back office's
 * figures: the last day, week, month, three months and year, each a fixed number of days.
 */
export const STATS_WINDOWS_MS = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS, threeMonths: 90 * DAY_MS, year: 365 * DAY_MS } as const;

/** Client timers, in milliseconds. */
export const TIMERS = {
  earningsRefreshMs: 2_000,
  /** The ring's countdown shows seconds: it moves every second, its earnings every earningsRefreshMs. */
  countdownTickMs: 1_000,
  sessionCheckMs: 60_000,
  messagesPollMs: 60_000,
  adminPollMs: 60_000,
  verificationPollMs: 10_000,
  resendCountdownMs: 60_000,
  toastMs: 10_000,
  cookiePopupMs: 1_000,
  tutorialDelayMs: 2_000,
  tutorialWindowMs: DAY_MS,
  tradingModalMs: 3_000,
  splashStepMs: 50,
  splashSteps: 100,
  sessionEndNoticeMs: MINUTE_MS,
  boostExpiryNoticeMs: DAY_MS,
} as const;

export const NOTIFICATIONS_KEPT = 50;

/** Passkeys (decision 026): a ceremony's challenge lives this long, a name this many characters. */
export const PASSKEYS = {
  challengeTtlMs: 5 * MINUTE_MS,
  nameMaxLength: 40,
} as const;

/**
 * Idempotency keys (decision 053): a key is 1–255 visible ASCII characters; an answer stored under
 * it is replayed for retentionMs; a twin sent while the first is running is told to retry after
 * retryAfterSeconds. The web client sends a keyed request up to clientAttempts times when its
 * answer was lost or the server asked to retry, waiting clientRetryDelayMs × the attempt between.
 */
export const IDEMPOTENCY = {
  keyMaxLength: 255,
  retentionMs: DAY_MS,
  retryAfterSeconds: 1,
  clientAttempts: 3,
  clientRetryDelayMs: 500,
} as const;

/**
 * The headers of decision 053, as Node names them (lower case). Here and not beside their schemas:
 * the web client's first load reads them, and the schemas' module would bring zod with it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export const LANGUAGES = ['fr', 'en', 'es', 'ru', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'fr';

/**
 * The daily proof of liabilities (docs/decisions/057): a player's proofs are kept for the last
 * `proofDays` snapshots; the roots are kept for ever. Each stored chunk of leaves is 2^chunkLevels
 * of them, the part of the tree rebuilt to answer one proof.
 */
export const PROOF_OF_LIABILITIES = { proofDays: 30, chunkLevels: 10 } as const;

/**
 * Requests tracked (issue 49, decision 062): a KYC check or a withdrawal still waiting past its
 * promise (KYC_REVIEW_HOURS.max, WITHDRAWAL_MAX_DELAY_HOURS) is overdue, flagged to admins and told
 * to the player once. The expected date reads the review times of the last `historyDays`: their
 * `percentile` once at least `minSamples` were decided, the promise before that.
 */
export const TRACKING = {
  overdueHours: { kyc: KYC_REVIEW_HOURS.max, withdrawal: WITHDRAWAL_MAX_DELAY_HOURS },
  historyDays: 30,
  percentile: 0.8,
  minSamples: 5,
  overdueScanMs: 5 * MINUTE_MS,
} as const;

/**
 * The public figures and rules (docs/decisions/063): read at most every `cacheMs` per instance, the
 * chart's `chartDays` days of mining, and how far ahead an admin may schedule a rule change.
 */
export const TRANSPARENCY = { cacheMs: 60_000, chartDays: 90, maxScheduleDays: 365 } as const;

/** A player's appeal of a decision about them (decision 061): its text's bounds, the admin's answer's. */
export const APPEALS = { textMinLength: 10, textMaxLength: 2000, answerMaxLength: 1000, noteMaxLength: 500 } as const;
