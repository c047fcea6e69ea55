import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Logo } from '#web/components/logo.tsx';
import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import styles from './auth-shell.module.css';

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Frame of the sign-in, sign-up and email-link pages. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <Logo size={36} />
          <span>{t('brand.name')}</span>
        </Link>
        <LanguageSelector />
      </header>
      <main className={styles.main} id="main">
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        <div className={styles.card}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </main>
    </div>
  );
}
