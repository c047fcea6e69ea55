/**
 * Where each table would live on Citus (docs/operations.md, "Past one database"): distributed by
 * the user it belongs to (co-located, so one user's rows and transactions stay on one node),
 * a reference table copied to every node (small, read with user rows, rarely written), or a local
 * table on the coordinator (jobs, admin and operations state that no player statement joins).
 * bench/cross-shard-statements.ts classifies the server's SQL against this plan and fails when a
 * table of the migrations is missing from it.
 */

export type TablePlan =
  | { kind: 'distributed'; key: string; why: string }
  | { kind: 'reference'; why: string }
  | { kind: 'local'; why: string };

const perUser = (why = 'a user\'s own rows'): TablePlan => ({ kind: 'distributed', key: 'user_id', why });

export const TABLE_PLAN: Record<string, TablePlan> = {
  users: { kind: 'distributed', key: 'id', why: 'the distribution column of every per-user table is its id' },
  auth_sessions: perUser('looked up by token on every request'),
  email_tokens: perUser('looked up by token from an email link'),
  login_failures: perUser(),
  mining_sessions: perUser(),
  ledger: perUser('written in the same transaction as the balance'),
  user_boosts: perUser(),
  user_packs: perUser(),
  bonus_code_usages: perUser('one use per user and code'),
  level_validations: perUser(),
  notifications: perUser(),
  fairness_seeds: perUser(),
  game_rounds: perUser(),
  game_limits: perUser(),
  slot_spins: perUser(),
  kyc_submissions: perUser(),
  support_tickets: perUser(),
  push_subscriptions: perUser(),
  shop_orders: perUser('paid by the indexer job, credited to the user'),
  withdrawals: perUser('the hold is a ledger row of the user'),
  withdrawal_approvals: { kind: 'distributed', key: 'user_id', why: 'co-located with its withdrawal: needs a user_id column (it has none today)' },
  global_message_reads: perUser(),
  ton_proof_nonces: perUser(),
  admin_access_codes: perUser('beside the admin\'s sessions'),
  admin_unlock_failures: perUser(),
  referral_reminders: { kind: 'distributed', key: 'referrer_id', why: 'read with the referrer\'s group page' },
  rate_limit_hits: { kind: 'distributed', key: 'key', why: 'one upsert per limited request, by its own key: spread like the users' },
  app_settings: { kind: 'reference', why: 'read by every write request, changed by admins' },
  bonus_codes: { kind: 'reference', why: 'definitions read on redemption (the use counter is written on each: see below)' },
  shop_items: { kind: 'reference', why: 'catalogue' },
  global_messages: { kind: 'reference', why: 'joined with a user\'s read marks' },
  information_messages: { kind: 'reference', why: 'compared with users.information_read_upto' },
  jackpot_pools: { kind: 'reference', why: 'read and written by game rounds of every user (a global hot row either way)' },
  leaderboard_rank_steps: { kind: 'reference', why: 'rank estimates for everyone, rewritten by the stats job' },
  ads: { kind: 'local', why: 'house ads and their counters, never joined with user rows' },
  audit_log: { kind: 'local', why: 'append-only admin trail' },
  job_leases: { kind: 'local', why: 'job coordination' },
  service_health: { kind: 'local', why: 'health checks' },
  overview_counts: { kind: 'local', why: 'admin counters (written by triggers today)' },
  stats_snapshots: { kind: 'local', why: 'job output' },
  mining_stats_hourly: { kind: 'local', why: 'job output' },
  price_points: { kind: 'local', why: 'price samples' },
  indexer_cursors: { kind: 'local', why: 'shop indexer position' },
  shop_payments: { kind: 'local', why: 'indexer log of incoming transactions' },
  star_payments: { kind: 'local', why: 'the bot webhook\'s log of Telegram Stars payments, keyed by charge id as shop_payments by hash' },
  schema_migrations: { kind: 'local', why: 'migrations applied' },
};

export const keyOf = (table: string): string | null => {
  const plan = TABLE_PLAN[table];
  return plan?.kind === 'distributed' ? plan.key : null;
};
