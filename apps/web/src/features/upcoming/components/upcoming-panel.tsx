import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/button';
import { IconHourglass } from '../../../components/icons';
import styles from './upcoming-panel.module.css';

interface UpcomingPanelProps {
  title: string;
  text: string;
  backTo?: string;
}

/** A page whose feature is not released yet: its name and one honest sentence. */
export function UpcomingPanel({ title, text, backTo = paths.dashboard.getHref() }: UpcomingPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="upcoming-title">
      <span className={styles.badge}>{t('upcoming.badge')}</span>
      <span className={styles.icon}>
        <IconHourglass size={36} />
      </span>
      <h1 id="upcoming-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <ButtonLink to={backTo} variant="secondary">
        {t('upcoming.back')}
      </ButtonLink>
    </section>
  );
}
