import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/button';
import { IconRefresh } from '../../components/icons';
import { Logo } from '../../components/logo';
import { meQueryKey } from '../../lib/auth/get-me';
import { retryConnection } from '../../lib/offline/reachability';
import { useOnline } from '../../lib/offline/use-online';
import { useTranslation } from '../../lib/use-translation';
import styles from './session-unreachable.module.css';

/**
 * The session check got no answer (offline, the server out of reach or failing): that is not being
 * signed out, so no sign-in page; what happened and a retry instead (docs/decisions/042). Back
 * online, the check runs again by itself.
 */
export function SessionUnreachable() {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();
  // Not useUser(): mounting one more reader of a failed check would run it again at once, in a loop.
  const checking = useIsFetching({ queryKey: meQueryKey }) > 0;
  const retry = () => {
    retryConnection();
    void queryClient.refetchQueries({ queryKey: meQueryKey });
  };
  return (
    <main className={styles.screen} id="main">
      <Logo size={56} />
      <h1 className={styles.title}>{t(online ? 'offline.unchecked.title' : 'offline.session.title')}</h1>
      <p className={styles.text} role="alert">
        {t(online ? 'offline.unchecked.text' : 'offline.session.text')}
      </p>
      <Button variant="secondary" icon={<IconRefresh />} loading={checking} onClick={retry}>
        {t('common.retry')}
      </Button>
    </main>
  );
}
