import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button } from '#web/components/button.tsx';
import { IconRefresh } from '#web/components/icons.tsx';
import { Logo } from '#web/components/logo.tsx';
import { meQueryKey } from '#web/lib/auth/get-me.ts';
import { retryConnection } from '#web/lib/offline/reachability.ts';
import { useOnline } from '#web/lib/offline/use-online.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
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
