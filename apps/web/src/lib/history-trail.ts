/** The Navigation API's view of this tab's history (Chromium; elsewhere absent). */
interface NavigationHistory {
  currentEntry: { index: number } | null;
  entries: () => { url: string | null }[];
}

/**
 * The entry behind this one, when it is one of the app's (the router numbers its entries: the
 * browser's back stays in the app): its path when the browser tells it (the Navigation API), else
 * null; undefined when there is none (the page was opened directly, by a link or a typed address).
 */
export function previousVisit(): { path: string | null } | undefined {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof idx !== 'number' || idx === 0) return undefined;
  const navigation = (window as Window & { navigation?: NavigationHistory }).navigation;
  const index = navigation?.currentEntry?.index ?? 0;
  const url = index > 0 ? navigation?.entries()[index - 1]?.url : null;
  if (!url) return { path: null };
  const previous = new URL(url);
  return { path: previous.origin === window.location.origin ? previous.pathname : null };
}
