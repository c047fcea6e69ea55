import type { User } from '@fre/domain';
import type { Location } from 'react-router';

/** Router state read by the guest pages. */
export interface GuestState {
  /** Set by RequireAuth: the page a guest wanted before signing in. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /**
   * Set by the register form once the account exists (already signed in by the server), with the
   * address it was made with: the app learns about the user only when they leave the "check your
   * inbox" step.
   */
  registered?: { user: User; email: string };
}

export function originOf(state: GuestState | null | undefined): string | null {
  const from = state?.from;
  if (!from?.pathname) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
