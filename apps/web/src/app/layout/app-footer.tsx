import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { PrivacySettingsButton } from '#web/components/privacy-settings-button.tsx';
import { paths } from '#web/config/paths.ts';
import styles from './app-footer.module.css';

/** Legal links of the signed-in area. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.legal')} className={styles.links}>
        <Link to={paths.privacy.getHref()}>{t('legal.privacy.title')}</Link>
        <Link to={paths.cookies.getHref()}>{t('legal.cookies.title')}</Link>
        <Link to={paths.terms.getHref()}>{t('legal.terms.title')}</Link>
        <PrivacySettingsButton className={styles.settings}>{t('footer.privacySettings')}</PrivacySettingsButton>
      </nav>
      <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
