import { useTranslation } from 'react-i18next';
import { paths } from '../../../../app/paths';
import { ButtonLink } from '../../../../components/button';
import { IconArrowLeft } from '../../../../components/icons';
import { ADMIN_NAV, type UpcomingAdminPage } from '../../sections';
import styles from './admin-soon-page.module.css';

const iconOf = (page: UpcomingAdminPage) => ADMIN_NAV.flatMap((group) => group.items).find((entry) => entry.page === page)?.icon;

/** A back-office section that ships in a later issue: what it will do, and nothing pretending to work. */
export function AdminSoonPage({ page }: { page: UpcomingAdminPage }) {
  const { t } = useTranslation('admin');
  const Icon = iconOf(page);
  return (
    <section className={styles.panel} aria-labelledby="soon-title">
      <span className={styles.badge}>{t('soon.badge')}</span>
      <span className={styles.icon}>{Icon ? <Icon size={36} /> : null}</span>
      <h1 id="soon-title" className={styles.title}>
        {t(`pages.${page}.title`)}
      </h1>
      <p className={styles.text}>{t(`soon.text.${page}`)}</p>
      <p className={styles.note}>{t('soon.note')}</p>
      <ButtonLink to={paths.admin.getHref()} variant="secondary" icon={<IconArrowLeft size={18} />}>
        {t('soon.back')}
      </ButtonLink>
    </section>
  );
}
