import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#web/components/logo.tsx';
import { paths } from '#web/config/paths.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './public-page-shell.module.css';

/**
 * A public page outside the app (the legal texts, the proof of liabilities, the figures and rules):
 * the brand's link home, the route's header action (the language menu), and the page's main part.
 */
export function PublicPageShell({ headerAction, children }: { headerAction?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <Logo size={32} />
          <span>{t('brand.name')}</span>
        </Link>
        {headerAction}
      </header>
      <main className={styles.main} id="main">
        {children}
      </main>
    </div>
  );
}
