import { TIMERS } from '@fre/domain';
import { describe, expect, it } from 'vitest';
import { shouldShowTutorial } from './tutorial-rules.ts';

const createdAt = '2026-11-20T10:00:00.000Z';
const created = Date.parse(createdAt);
const user = { createdAt, tutorialCompleted: false, tutorialSkipped: false };

describe('shouldShowTutorial', () => {
  it('shows for a new account that has neither finished nor skipped it', () => {
    expect(shouldShowTutorial(user, created + 60_000)).toBe(true);
    expect(shouldShowTutorial(user, created + TIMERS.tutorialWindowMs)).toBe(true);
  });

  it('does not show once the account is older than 24 h', () => {
    expect(shouldShowTutorial(user, created + TIMERS.tutorialWindowMs + 1)).toBe(false);
  });

  it('does not show once finished or skipped', () => {
    expect(shouldShowTutorial({ ...user, tutorialCompleted: true }, created)).toBe(false);
    expect(shouldShowTutorial({ ...user, tutorialSkipped: true }, created)).toBe(false);
  });
});
