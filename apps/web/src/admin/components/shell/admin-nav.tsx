import { useTranslation } from '#web/lib/use-translation.ts';
import { NavLink } from 'react-router';
import { ADMIN_NAV } from '../../sections.ts';
import styles from './admin-nav.module.css';

/** Every back-office page, grouped as an operator works. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {ADMIN_NAV.map(({ group, items }) => (
        <div key={group} className={styles.group}>
          <p className={styles.groupTitle} id={`admin-nav-${group}`}>
            {t(`nav.groups.${group}`)}
          </p>
          <ul className={styles.list} aria-labelledby={`admin-nav-${group}`}>
            {items.map(({ page, href, icon: Icon }) => (
              <li key={page}>
                <NavLink
                  to={href}
                  end={page === 'overview'}
                  onClick={onNavigate}
                  className={({ isActive }) => [styles.link, isActive && styles.active].filter(Boolean).join(' ')}
                >
                  <Icon size={20} />
                  <span className={styles.label}>{t(`pages.${page}.title`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
