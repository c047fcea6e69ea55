import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { UpcomingPage as PageName } from '../../../app/paths';
import { UpcomingPanel } from './upcoming-panel';

/** Signed-in page shipped later; the route's handle names it. */
export function UpcomingPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as { page: PageName } | undefined;
  const page = handle?.page ?? 'profile';
  return <UpcomingPanel title={t(`pages.${page}.title`)} text={t(`pages.${page}.text`)} />;
}
