import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Logo } from '../../../components/logo';
import { LanguageSelector } from '../../language/components/language-selector';
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
