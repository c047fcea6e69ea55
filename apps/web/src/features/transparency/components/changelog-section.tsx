import { Button } from '#web/components/button.tsx';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useRuleChanges } from '../api/get-rule-changes.ts';
import { formatMoment } from './dates.ts';
import { describeChange } from './describe-change.ts';
import styles from './transparency-page.module.css';

/** The dated changelog, newest effective date first: the announced changes lead, marked as such. */
export function ChangelogSection() {
  const { t, i18n } = useTranslation(['transparency', 'web']);
  const changes = useRuleChanges();
  const items = changes.data?.pages.flatMap((page) => page.items) ?? [];
  const language = i18n.language;
  return (
    <section className={styles.section} aria-labelledby="transparency-changes">
      <h2 id="transparency-changes">{t('changes.title')}</h2>
      <p className={styles.note}>{t('changes.intro')}</p>
      {changes.isSuccess && items.length === 0 ? <p>{t('changes.empty')}</p> : null}
      <ol className={styles.rows}>
        {items.map((change) => {
          const { title, lines } = describeChange(t, change, language);
          return (
            <li key={change.id} className={`${styles.row} ${change.upcoming ? styles.upcoming : ''}`}>
              <span className={styles.badges}>
                {change.upcoming ? <span className={styles.badge}>{t('changes.upcoming')}</span> : null}
                {change.worse ? <span className={`${styles.badge} ${styles.worse}`}>{t('changes.worse')}</span> : null}
              </span>
              <span className={styles.rowMain}>{title}</span>
              {lines.map((line) => (
                <span key={line} className="tabular">
                  {line}
                </span>
              ))}
              <span className={styles.note}>
                {t('changes.effective', { date: formatMoment(change.effectiveAt, language) })}
                {change.effectiveAt === change.announcedAt ? '' : ` · ${t('changes.announced', { date: formatMoment(change.announcedAt, language) })}`}
              </span>
            </li>
          );
        })}
      </ol>
      {changes.hasNextPage ? (
        <Button variant="secondary" loading={changes.isFetchingNextPage} onClick={() => void changes.fetchNextPage()}>
          {t('changes.more')}
        </Button>
      ) : null}
    </section>
  );
}
