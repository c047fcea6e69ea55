import { LEVEL_COUNT } from '@fre/domain';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { IconArrowRight, IconTrophy } from '../../../components/icons';
import { useUser } from '../../../lib/auth/get-me';
import styles from './contest-entry-card.module.css';

/** The way into /contest from another page: what it is, the player's level, one tap to open it. */
export function ContestEntryCard() {
  const { t } = useTranslation('growth');
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <section className={styles.card} aria-labelledby="contest-entry-title">
      <span className={styles.icon} aria-hidden="true">
        <IconTrophy size={24} />
      </span>
      <div className={styles.text}>
        <h2 id="contest-entry-title" className={styles.title}>
          {t('contest.entry.title')}
        </h2>
        <p className={styles.body}>{t('contest.entry.text')}</p>
        <p className={`${styles.level} tabular`}>{t('contest.entry.progress', { level: user.level, max: LEVEL_COUNT })}</p>
      </div>
      <Link to={paths.contest.getHref()} className={styles.go}>
        {t('contest.entry.cta')}
        <IconArrowRight size={16} />
      </Link>
    </section>
  );
}
