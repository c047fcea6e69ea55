import { useTranslation } from '../../../lib/use-translation';
import { IconLogout } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { useLogout } from '../api/logout';
import styles from './logout-button.module.css';

/** Icon button that signs out and returns to the landing page. */
export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('auth.logout')}
      title={t('auth.logout')}
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {logout.isPending ? <Spinner size={18} /> : <IconLogout />}
    </button>
  );
}
