import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconRefresh, IconTool } from '#web/components/icons.tsx';
import { Logo } from '#web/components/logo.tsx';
import { usePublicSettings } from '#web/lib/settings/get-public-settings.ts';
import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import styles from './maintenance-screen.module.css';

/**
 * Shown to players instead of the signed-in app while an admin has turned maintenance on. It
 * checks again every minute (and on "Try again"), so the app comes back by itself. `signOut`,
 * composed by the app: the sign-out control.
 */
export function MaintenanceScreen({ signOut }: { signOut?: ReactNode }) {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>
          <Logo size={32} />
          <span>{t('brand.name')}</span>
        </span>
        <div className={styles.actions}>
          <LanguageSelector />
          {signOut}
        </div>
      </header>
      <main className={styles.main} id="main">
        <span className={styles.icon}>
          <IconTool size={40} />
        </span>
        <h1 className={styles.title}>{t('maintenance.title')}</h1>
        <p className={styles.text}>{t('maintenance.text')}</p>
        <p className={styles.safe}>{t('maintenance.safe')}</p>
        <Button variant="secondary" icon={<IconRefresh />} loading={settings.isFetching} onClick={() => void settings.refetch()}>
          {t('maintenance.retry')}
        </Button>
      </main>
    </div>
  );
}
