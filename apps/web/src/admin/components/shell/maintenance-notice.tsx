import { useTranslation } from '#web/lib/use-translation.ts';
import { Link, useMatch } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Banner } from '#web/components/banner.tsx';
import { IconTool } from '#web/components/icons.tsx';
import { usePublicSettings } from '#web/lib/settings/get-public-settings.ts';
import styles from './admin-shell.module.css';

/** While maintenance is on, every back-office page says so (players see the maintenance screen). */
export function MaintenanceNotice() {
  const { t } = useTranslation('admin');
  const { data: settings } = usePublicSettings();
  const onSettings = useMatch(paths.admin.getHref('settings'));
  if (!settings?.maintenance) return null;
  return (
    <div className={styles.notice}>
      <Banner
        tone="warning"
        icon={<IconTool size={18} />}
        action={
          onSettings ? null : (
            <Link to={paths.admin.getHref('settings')} className={styles.noticeLink}>
              {t('maintenance.manage')}
            </Link>
          )
        }
      >
        <strong>{t('maintenance.title')}</strong> {t('maintenance.text')}
      </Banner>
    </div>
  );
}
