import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { LanguageSelector } from '../../features/language/components/language-selector';
import { paths } from '../paths';
import styles from './top-bar.module.css';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className={styles.bar}>
      <Link to={paths.dashboard.getHref()} className={styles.brand} aria-label={t('nav.home')}>
        <Logo size={32} />
        <span>{t('brand.name')}</span>
      </Link>
      <div className={styles.actions}>
        <LanguageSelector />
        <LogoutButton />
      </div>
    </header>
  );
}
