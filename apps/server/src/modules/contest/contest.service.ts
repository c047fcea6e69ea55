import { CONTEST_TASKS, contestTaskLink, contestTaskWaitsForItsLink, LEVEL_REWARDS_NANO, type ContestState } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { IdempotencyKey } from '#server/modules/idempotency/idempotency-key.ts';
import { answering, idempotent } from '#server/modules/idempotency/keyed-transaction.ts';
import { createTelegramClient, type TelegramClient } from '#server/modules/telegram-api/telegram-client.ts';
import { insertNotification } from '#server/modules/notifications/notifications.repository.ts';
import type { UserRow } from '#server/modules/users/user-row.ts';
import * as repo from './contest.repository.ts';

type Task = (typeof CONTEST_TASKS)[number];
type Verification = ContestState['levels'][number]['verification'];
const PACK_OF_TASK = { buy_fre1: 'FRE1', buy_fre3: 'FRE3', buy_fre5: 'FRE5' } as const;

export function createContestService(ctx: AppContext) {
  const { config, db, clock } = ctx;
  const telegram: TelegramClient | null = config.telegram.botToken ? createTelegramClient(config.telegram.apiUrl, config.telegram.botToken) : null;
  const chatOf = (task: Task) => (task.task === 'telegram_group' ? config.telegram.groupChatId : config.telegram.channelChatId);

  /** Telegram tasks are checked with the Bot API when a bot and the chat are configured, else self-declared. */
  function verificationOf(task: Task): Verification {
    if (task.check === 'telegram') return telegram && chatOf(task) ? 'telegram' : 'self_declared';
    return task.check;
  }

  function conditionMet(task: Task, facts: Awaited<ReturnType<typeof repo.taskFacts>>): boolean {
    switch (task.check) {
      case 'referral':
        return facts.referrals > 0;
      case 'wallet':
        return facts.wallet;
      case 'pack':
        return facts.packs.has(PACK_OF_TASK[task.task as keyof typeof PACK_OF_TASK]);
      default:
        return true;
    }
  }

  /** The proof kept with the validation; throws when the task is not done. */
  async function check(task: Task, facts: Awaited<ReturnType<typeof repo.taskFacts>>): Promise<string> {
    const verification = verificationOf(task);
    if (verification === 'self_declared') return 'self_declared';
    if (verification === 'telegram') {
      if (facts.telegramId === null) throw new AppError('telegram_not_linked');
      if (!(await telegram!.isMember(chatOf(task)!, facts.telegramId))) throw new AppError('task_not_completed');
      return `telegram_member:${facts.telegramId}`;
    }
    if (!conditionMet(task, facts)) throw new AppError('task_not_completed');
    return verification;
  }

  return {
    async state(user: UserRow): Promise<ContestState> {
      const [validations, facts] = await Promise.all([repo.listValidations(db, user.id), repo.taskFacts(db, user.id)]);
      return {
        level: user.level,
        telegramLinked: facts.telegramId !== null,
        levels: CONTEST_TASKS.map((task) => {
          const validatedAt = validations.get(task.level) ?? null;
          const state = task.level <= user.level ? 'validated' : task.level > user.level + 1 ? 'locked' : conditionMet(task, facts) ? 'available' : 'waiting';
          return {
            level: task.level,
            task: task.task,
            reward: LEVEL_REWARDS_NANO[task.level - 1]!.toString(),
            state,
            verification: verificationOf(task),
            link: contestTaskLink(config.links, task.task),
            validatedAt: validatedAt?.toISOString() ?? null,
          };
        }),
      };
    },

    /** Levels go in order, each once; the reward is a permanent rate change (no ledger row). */
    /** Once per Idempotency-Key (decision 053): a retry gets the level it validated. */
    validate: (user: UserRow, level: number, key: IdempotencyKey | null = null) => idempotent(db, key, async () => {
      const task = CONTEST_TASKS[level - 1]!;
      if (user.level >= level) throw new AppError('level_already_validated');
      if (user.level !== level - 1) throw new AppError('level_locked');
      // Done on a site whose link this installation has not set: nobody can do it yet, so the page
      // offers no confirmation (decision 081), and a call straight to the API gets none either.
      if (contestTaskWaitsForItsLink(config.links, task.task)) throw new AppError('task_not_completed');
      const evidence = await check(task, await repo.taskFacts(db, user.id));
      const rewardNano = LEVEL_REWARDS_NANO[level - 1]!;
      return db.transaction(answering(key, clock, 200, async (tx) => {
        const now = clock.now();
        if (!(await repo.validateLevel(tx, { userId: user.id, level, rewardNano, evidence, now }))) throw new AppError('level_already_validated');
        await insertNotification(tx, { userId: user.id, type: 'level_up', params: { level }, link: '/contest', now });
        return { level, reward: rewardNano.toString() };
      }));
    }),
  };
}

export type ContestService = ReturnType<typeof createContestService>;
