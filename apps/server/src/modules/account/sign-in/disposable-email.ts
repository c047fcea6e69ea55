import { createRequire } from 'node:module';
import type * as Mailchecker from 'mailchecker';

// mailchecker is CommonJS: Node's ESM loader cannot see the named exports its typings declare.
const { blacklist } = createRequire(import.meta.url)('mailchecker') as typeof Mailchecker;

/**
 * Throwaway-address rule of sign-up (issue 19): the domain after the last `@`, trimmed and lower-cased,
 * and each of its parent domains are looked up, most specific first, so `x@a.mailinator.com` is
 * refused like `x@mailinator.com`. The first name found decides; `allow` (DISPOSABLE_EMAIL_ALLOW) wins
 * over the list, for a real domain the list holds by mistake, and covers that domain's subdomains too.
 * The list is mailchecker's (its version is in docs/dependency-licences.md); `npm update mailchecker`
 * refreshes it.
 */
export function createDisposableEmailCheck(allow: readonly string[] = []): (email: string) => boolean {
  const listed = blacklist();
  const allowed = new Set(allow.map((domain) => domain.trim().toLowerCase()));
  return (email) => {
    const address = email.trim().toLowerCase();
    const labels = address.slice(address.lastIndexOf('@') + 1).split('.');
    // Stops before the bare top-level domain: the list holds no TLD on its own.
    for (let i = 0; i < labels.length - 1; i++) {
      const domain = labels.slice(i).join('.');
      if (allowed.has(domain)) return false;
      if (listed.has(domain)) return true;
    }
    return false;
  };
}
