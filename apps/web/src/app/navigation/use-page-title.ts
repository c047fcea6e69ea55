import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '#web/lib/use-translation.ts';
import { pageAt, pageTitleKey } from '#web/config/app-pages.ts';

const PRODUCT = 'FRE Mining';

/**
 * The tab's title names the page ("Boutique · FRE Mining"), in the player's language: what a
 * screen reader announces on arrival, and what the tab switcher and the history show.
 */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = pageAt(pathname);
  const title = page ? `${t(pageTitleKey(page))} · ${PRODUCT}` : PRODUCT;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
