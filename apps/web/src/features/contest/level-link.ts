import type { ContestLevel } from './api/get-contest.ts';

/**
 * A task done on another site (Telegram, X, Facebook, YouTube) whose link this installation has
 * not set: nobody can do it yet, so the level says it waits for the link and offers nothing to
 * confirm (docs/decisions/081-a-first-day-without-dead-ends.md).
 */
export const waitsForItsLink = (level: ContestLevel): boolean => level.link === null && (level.verification === 'telegram' || level.verification === 'self_declared');
