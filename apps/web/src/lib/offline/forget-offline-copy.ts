/** Where this device keeps the signed-in player's last answers, to show them offline (offline-copy.ts). */
export const OFFLINE_COPY_KEY = 'fre.offline-copy';

/** Forgets them: once the player signs out, or the visitor is known to be a guest (docs/decisions/042). */
export function forgetOfflineCopy(): void {
  try {
    localStorage.removeItem(OFFLINE_COPY_KEY);
  } catch {
    // Storage blocked (private mode settings): nothing was kept either.
  }
}
