import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button';
import { Logo } from '../../../components/logo';
import { LanguageSelector } from '../../language/components/language-selector';
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
