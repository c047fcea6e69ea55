import { TIMERS } from '@fre/domain';

interface TutorialUser {
  createdAt: string;
  tutorialCompleted: boolean;
  tutorialSkipped: boolean;
}

/** Shown when neither completed nor skipped, and the account is at most 24 h old (server time). */
export function shouldShowTutorial(user: TutorialUser, serverNowMs: number): boolean {
  if (user.tutorialCompleted || user.tutorialSkipped) return false;
  const age = serverNowMs - Date.parse(user.createdAt);
  return Number.isFinite(age) && age <= TIMERS.tutorialWindowMs;
}
