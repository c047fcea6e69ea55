import { useTranslation } from '#web/lib/use-translation.ts';
import { IconLogout } from '#web/components/icons.tsx';
import { Spinner } from '#web/components/spinner.tsx';
import { useLogout } from '../api/logout.ts';
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
