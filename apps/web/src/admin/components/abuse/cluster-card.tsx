import { useId } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatNumber } from '#web/lib/format.ts';
import { formatDateTimeRange } from '../../format.ts';
import type { AbuseClusterSummary } from '../../types.ts';
import { Badge } from '../ui/badge.tsx';
import styles from './cluster-card.module.css';
import { MeasureChips } from './measure-chips.tsx';
import { ScoreBadge } from './score-badge.tsx';
import { useReasonSentences } from './use-reason-sentences.ts';

/** Reasons shown on a card; the detail page lists them all. */
const REASONS_SHOWN = 2;

/** One suspected cluster in the list: score, kind, size, referrer, first reasons and measures; the card opens it. */
export function ClusterCard({ cluster }: { cluster: AbuseClusterSummary }) {
  const { t, i18n } = useTranslation('admin');
  const titleId = useId();
  const sentences = useReasonSentences()(cluster.reasons);
  const n = (value: number) => formatNumber(value, i18n.language, 0);
  const referrer = cluster.referrer ? t('abuse.list.referrer', { nickname: cluster.referrer.nickname }) : t('abuse.list.noReferrer');
  const hidden = sentences.length - REASONS_SHOWN;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <ScoreBadge score={cluster.score} />
        <div className={styles.heading}>
          {cluster.status === 'legitimate' ? (
            <span className={styles.status}>
              <Badge tone="gain">{t('abuse.status.legitimate')}</Badge>
            </span>
          ) : null}
          <h2 id={titleId} className={styles.title}>
            <Link to={paths.adminAbuseCluster.getHref(cluster.id)} className={styles.link}>
              {t(`abuse.kinds.${cluster.kind}`)}
              <span className="visually-hidden">, {referrer}</span>
            </Link>
          </h2>
          <p className={styles.counts}>
            {t('abuse.count.members', { count: cluster.memberCount, n: n(cluster.memberCount) })}
            <span aria-hidden="true"> · </span>
            <span className={cluster.flaggedCount > 0 ? styles.flagged : undefined}>
              {t('abuse.count.flagged', { count: cluster.flaggedCount, n: n(cluster.flaggedCount) })}
            </span>
          </p>
          <p className={styles.referrer} aria-hidden="true">
            {referrer}
          </p>
        </div>
      </div>

      {sentences.length > 0 ? (
        <ul className={styles.reasons}>
          {sentences.slice(0, REASONS_SHOWN).map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
          {hidden > 0 ? <li className={styles.more}>{t('abuse.count.more', { count: hidden, n: n(hidden) })}</li> : null}
        </ul>
      ) : null}

      <div className={styles.foot}>
        <span className={styles.chips}>
          <MeasureChips measures={cluster.measures} />
        </span>
        <span className={styles.dates}>
          {t('abuse.list.signUps', { range: formatDateTimeRange(cluster.firstSignUpAt, cluster.lastSignUpAt, i18n.language) })}
        </span>
      </div>
    </article>
  );
}
