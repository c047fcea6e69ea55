import { LEADERBOARD_SIZE, LEVEL_COUNT } from '@fre/domain';
import { useTranslation } from 'react-i18next';
import type { UpcomingPage as PageName } from '../../../app/paths';
import { UpcomingPanel } from './upcoming-panel';

/** Signed-in page shipped later. */
export function UpcomingPage({ page }: { page: PageName }) {
  const { t } = useTranslation();
  return <UpcomingPanel title={t(`pages.${page}.title`)} text={t(`pages.${page}.text`, { size: LEADERBOARD_SIZE, levels: LEVEL_COUNT })} />;
}
