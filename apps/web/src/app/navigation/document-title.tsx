import { usePageTitle } from './use-page-title.ts';

/**
 * Keeps the tab's title on every route, signed in or not: set only under the signed-in layout, it
 * stayed on the last page's name after sign-out ("Profil · FRE Mining" over the landing).
 */
export function DocumentTitle() {
  usePageTitle();
  return null;
}
