import { CONTEST_TASKS } from './constants.ts';
import type { PublicLinks } from './public-links.ts';

type Task = (typeof CONTEST_TASKS)[number]['task'];

/** The page each task that is done somewhere else sends to, by the installation's public link. */
const LINK_OF_TASK: Partial<Record<Task, keyof PublicLinks>> = {
  telegram_group: 'telegramGroup',
  telegram_channel: 'telegramChannel',
  follow_x: 'x',
  follow_facebook: 'facebook',
  subscribe_youtube: 'youtube',
};

/** The task's link on this installation; null for a task done in the app or whose link is not set. */
export const contestTaskLink = (links: PublicLinks, task: Task): string | null => {
  const link = LINK_OF_TASK[task];
  return link ? links[link] : null;
};

/**
 * A task done on another site whose link this installation has not set: nobody can do it yet
 * (docs/decisions/081-a-first-day-without-dead-ends.md), so nothing invites to it.
 */
export const contestTaskWaitsForItsLink = (links: PublicLinks, task: Task): boolean => task in LINK_OF_TASK && contestTaskLink(links, task) === null;
