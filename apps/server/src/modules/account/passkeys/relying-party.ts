import type { Config } from '#server/config.ts';

/** The site passkeys are bound to: APP_URL's host name and origin, as the browser reports them. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(config: Pick<Config, 'appUrl'>): RelyingParty {
  const url = new URL(config.appUrl);
  return { id: url.hostname, origin: url.origin, name: 'FRE Mining' };
}

/**
 * The WebAuthn user handle of an account: its id's 16 bytes, stable (one passkey per account per
 * authenticator) and telling nothing about the person. An assertion carries it back.
 */
export function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
}

export function userHandleBase64url(userId: string): string {
  return Buffer.from(userHandle(userId)).toString('base64url');
}
