import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IconMail } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useAdminAppeals } from '../../api/get-admin-appeals.ts';
import { StatTile } from '../ui/stat-tile.tsx';
import styles from '../overview/overview-page.module.css';

/** The admin home's count of appeals waiting for an answer, one tap from the queue. */
export function AppealsTile() {
  const { t, i18n, ready } = useTranslation(['admin-appeals', 'admin']);
  const appeals = useAdminAppeals('pending');
  const pending = appeals.data?.pages[0]?.pending;
  if (!ready || pending === undefined) return null;
  return (
    <StatTile
      tone={pending > 0 ? 'attention' : 'default'}
      icon={<IconMail size={18} />}
      label={t('tile')}
      value={formatNumber(pending, i18n.language, 0)}
      detail={
        <>
          {pending > 0 ? t('admin:overview.waiting') : t('admin:overview.nothingWaiting')} ·{' '}
          <Link to={paths.admin.getHref('appeals')} className={styles.tileLink}>
            {t('tileReview')}
          </Link>
        </>
      }
    />
  );
}
