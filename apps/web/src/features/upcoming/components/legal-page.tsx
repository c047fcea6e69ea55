import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LegalPage as PageName } from '../../../app/paths';
import { paths } from '../../../app/paths';
import { Logo } from '../../../components/logo';
import { LanguageSelector } from '../../language/components/language-selector';
import styles from './legal-page.module.css';
import { UpcomingPanel } from './upcoming-panel';

/** Public legal page (privacy, cookies, terms), published later. */
export function LegalPage({ page }: { page: PageName }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <Logo size={32} />
          <span>{t('brand.name')}</span>
        </Link>
        <LanguageSelector />
      </header>
      <main>
        <UpcomingPanel title={t(`legal.${page}.title`)} text={t('legal.text')} backTo={paths.home.getHref()} />
      </main>
    </div>
  );
}
