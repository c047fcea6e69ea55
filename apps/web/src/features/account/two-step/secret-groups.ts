/** A base32 key in groups of four, as people type it into an app that cannot scan. */
export function secretGroups(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}
