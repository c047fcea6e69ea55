import { TIMERS } from '@fre/domain';
import { formatSpan } from '#web/lib/span.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { IconArrowRight } from '#web/components/icons.tsx';
import { ADMIN_NAV } from '../../sections.ts';
import styles from './overview-page.module.css';

const SHORTCUTS = ADMIN_NAV.flatMap((group) => group.items).filter((entry) => entry.page !== 'overview');

/** The working pages of the back office, one tap away. */
export function OverviewShortcuts() {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-labelledby="shortcuts-title" className={styles.shortcuts}>
      <h2 id="shortcuts-title" className={styles.sectionTitle}>
        {t('overview.shortcuts')}
      </h2>
      <ul className={styles.shortcutList}>
        {SHORTCUTS.map(({ page, href, icon: Icon }) => (
          <li key={page}>
            <Link to={href} className={styles.shortcut}>
              <span className={styles.shortcutIcon}>
                <Icon size={20} />
              </span>
              <span className={styles.shortcutText}>
                <strong>{t(`pages.${page}.title`)}</strong>
                <span>{t(`pages.${page}.summary`, { period: formatSpan(TIMERS.adminPollMs, i18n.language) })}</span>
              </span>
              <IconArrowRight size={18} className={styles.shortcutArrow} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
