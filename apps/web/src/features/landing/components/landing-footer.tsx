import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Logo } from '../../../components/logo';
import styles from './landing.module.css';

/** Official site, white paper and Telegram links are added once their addresses exist. */
export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Logo size={28} />
          <span>{t('brand.name')}</span>
        </div>
        <nav className={styles.footerLinks} aria-label={t('footer.product')}>
          <Link to={paths.register.getHref()}>{t('landing.nav.register')}</Link>
          <Link to={paths.login.getHref()}>{t('landing.nav.login')}</Link>
        </nav>
        <nav className={styles.footerLinks} aria-label={t('footer.legal')}>
          <Link to={paths.privacy.getHref()}>{t('legal.privacy.title')}</Link>
          <Link to={paths.cookies.getHref()}>{t('legal.cookies.title')}</Link>
          <Link to={paths.terms.getHref()}>{t('legal.terms.title')}</Link>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
