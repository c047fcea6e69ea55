import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { Logo } from '#web/components/logo.tsx';
import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';
import styles from './landing.module.css';

export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.home.getHref()} className={styles.brand} aria-label={t('brand.name')}>
          <Logo size={34} />
          <span>{t('brand.name')}</span>
        </Link>
        <div className={styles.headerActions}>
          <LanguageSelector />
          <ButtonLink to={paths.login.getHref()} variant="secondary" className={styles.headerLogin}>
            {t('landing.nav.login')}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
