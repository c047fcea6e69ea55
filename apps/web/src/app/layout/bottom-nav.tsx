import { useTranslation } from '../../lib/use-translation';
import { NavLink } from 'react-router';
import { IconTrophy, IconUsers } from '../../components/icons';
import { Logo } from '../../components/logo';
import { usePublicSettings } from '../../lib/settings/get-public-settings';
import { paths } from '../paths';
import styles from './bottom-nav.module.css';

const linkClass = (main: boolean) => ({ isActive }: { isActive: boolean }) =>
  [styles.link, main && styles.main, isActive && styles.active].filter(Boolean).join(' ');

/**
 * Three entries always under the thumb; Minage in the middle, raised and larger. Groupe is hidden
 * while an admin has switched the referral system off (Minage stays in the middle).
 */
export function BottomNav() {
  const { t } = useTranslation();
  const referrals = usePublicSettings().data?.features.referrals !== false;
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {referrals ? (
        <NavLink to={paths.group.getHref()} className={linkClass(false)}>
          <IconUsers size={24} />
          <span>{t('nav.group')}</span>
        </NavLink>
      ) : (
        <span aria-hidden="true" />
      )}
      <NavLink to={paths.dashboard.getHref()} className={linkClass(true)}>
        <span className={styles.mainIcon}>
          <Logo size={40} />
        </span>
        <span>{t('nav.mining')}</span>
      </NavLink>
      <NavLink to={paths.leaderboard.getHref()} className={linkClass(false)}>
        <IconTrophy size={24} />
        <span>{t('nav.leaderboard')}</span>
      </NavLink>
    </nav>
  );
}
