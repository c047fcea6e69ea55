import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Banner } from '#web/components/banner.tsx';
import { IconTool } from '#web/components/icons.tsx';
import styles from './maintenance-banner.module.css';

/** What an admin sees in the player app during maintenance: they keep working, players do not. */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  return (
    <Banner
      tone="warning"
      icon={<IconTool size={18} />}
      action={
        <Link to={paths.admin.getHref('settings')} className={styles.link}>
          {t('maintenance.adminManage')}
        </Link>
      }
    >
      {t('maintenance.adminBanner')}
    </Banner>
  );
}
