import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Banner } from '../../../components/banner';
import { IconTool } from '../../../components/icons';
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
