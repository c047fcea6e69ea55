import { test } from '@playwright/test';
import { solvedChallenge } from '../../apps/server/test/solved-challenge.ts';

/**
 * A solved bot challenge (decision 021) of the journeys' server, for the sign-ups and sign-ins a
 * journey makes through the API; the app's forms solve their own. Called inside a test or hook.
 */
export const solvedAppChallenge = () => solvedChallenge(test.info().project.use.baseURL!);
