const KEY = 'fre.transparency.dismissed';

/** The announcements this device has hidden, by change id. */
export function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Hides one announcement on this device; the changelog still lists it. */
export function dismiss(id: string): void {
  try {
    // The newest few are enough: an announcement once in force is never shown again anyway.
    localStorage.setItem(KEY, JSON.stringify([...readDismissed().filter((kept) => kept !== id), id].slice(-20)));
  } catch {
    // Private mode: hidden for this visit only.
  }
}
