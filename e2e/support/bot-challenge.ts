import { solvedChallenge } from '../../apps/server/test/solved-challenge.ts';
import { PORT } from '../playwright.config.ts';

/**
 * A solved bot challenge (decision 021) of this worker's server, for the sign-ups and sign-ins a
 * journey makes through the API; the app's forms solve their own.
 */
export const solvedAppChallenge = () => solvedChallenge(`http://localhost:${PORT}`);
