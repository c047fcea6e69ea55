import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconAlert, IconRefresh } from '#web/components/icons.tsx';
import styles from './error-screen.module.css';

/** Global error screen: what went wrong and a way out. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : t('errorScreen.unexpected');
  return (
    <main className={styles.screen} id="main">
      <div className={styles.icon}>
        <IconAlert size={36} />
      </div>
      <h1 className={styles.title}>{t('errorScreen.title')}</h1>
      <p className={styles.message}>{message}</p>
      <Button size="lg" icon={<IconRefresh />} onClick={() => window.location.reload()}>
        {t('errorScreen.reload')}
      </Button>
    </main>
  );
}
