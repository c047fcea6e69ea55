/**
 * A new player's first day through the API, as a client without a browser lives it: sign up
 * (solving the proof of work), verify the address with the emailed token and get a bearer token,
 * sign in again with the password, renew the token, mine for a session, claim, read the ledger,
 * spin the slot.
 */
import { freClient, type Identity } from './fre-client.ts';

export interface Outside {
  /** The token of the verification link emailed to `email`. */
  verificationToken(email: string): Promise<string>;
  /** Returns once the mining session has ended (a day later; a test moves its clock). */
  sessionEnded(): Promise<void>;
}

export async function firstDay(baseUrl: string, identity: Identity, outside: Outside) {
  const client = freClient(baseUrl);
  await client.signUp(identity);
  const verified = await client.verify(await outside.verificationToken(identity.email));
  const verifiedWithToken = client.token !== null;
  await client.signIn(identity);
  const expiresAt = await client.renew();
  const started = await client.startMining();
  await outside.sessionEnded();
  const claim = await client.claim();
  const ledger = await client.ledger();
  const spin = await client.spinSlot();
  return { verified, verifiedWithToken, expiresAt, started, claim, ledger, spin, me: await client.me() };
}
