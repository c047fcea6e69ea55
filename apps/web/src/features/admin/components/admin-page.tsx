import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ADMIN_SECTIONS, paths, type AdminSection } from '../../../app/paths';
import { UpcomingPanel } from '../../upcoming/components/upcoming-panel';

const isSection = (value: string | undefined): value is AdminSection =>
  (ADMIN_SECTIONS as readonly (string | undefined)[]).includes(value);

/** /admin and /admin/:section — the back office ships in a later issue. */
export function AdminPage() {
  const { t } = useTranslation();
  const { section } = useParams();
  if (section !== undefined && !isSection(section)) return <Navigate to={paths.admin.getHref()} replace />;
  const title = section ? t(`admin.sections.${section}`) : t('admin.title');
  return <UpcomingPanel title={title} text={t('admin.text')} />;
}
