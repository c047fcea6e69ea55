import { useTranslation } from '#web/lib/use-translation.ts';
import { Link, useParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { IconArrowLeft } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { useAbuseCluster } from '../../api/get-abuse-cluster.ts';
import { formatDate } from '../../format.ts';
import { Badge } from '../ui/badge.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import layout from '../ui/page-layout.module.css';
import { DetailFallback } from '../ui/query-state.tsx';
import { ClusterMeasures } from './cluster-measures.tsx';
import styles from './cluster-detail-page.module.css';
import { DecisionHistory } from './decision-history.tsx';
import { MeasureChips } from './measure-chips.tsx';
import { MembersTable } from './members-table.tsx';
import { ReasonsCard } from './reasons-card.tsx';
import { ReferralTree } from './referral-tree.tsx';
import { ScoreBadge } from './score-badge.tsx';
import { SharedSignals } from './shared-signals.tsx';

/** /admin/abuse/:id: why a cluster is suspicious, its accounts and referral tree, and the measures on it. */
export function ClusterDetailPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const detail = useAbuseCluster(id);
  const back = (
    <Link to={paths.admin.getHref('abuse')} className={layout.back}>
      <IconArrowLeft size={16} />
      {t('abuse.detail.back')}
    </Link>
  );

  if (!detail.isSuccess) {
    return (
      <div className={`${layout.page} ${styles.page}`}>
        {back}
        <DetailFallback query={detail} notFoundTitle={t('abuse.detail.notFound')} />
      </div>
    );
  }

  const { cluster, members, sharedSignals, history } = detail.data;
  const n = (value: number) => formatNumber(value, i18n.language, 0);
  return (
    <div className={`${layout.page} ${styles.page}`}>
      {back}
      <div className={styles.header}>
        <ScoreBadge score={cluster.score} />
        <PageHeader
          title={t(`abuse.kinds.${cluster.kind}`)}
          description={
            <>
              {cluster.referrer ? (
                <span className={styles.referrerLine}>
                  <span className={styles.referrerLabel}>{t('abuse.members.referrer')}</span>
                  <Link to={paths.adminUser.getHref(cluster.referrer.id)} className={styles.referrerLink}>
                    {cluster.referrer.nickname}
                  </Link>
                </span>
              ) : null}
              {t('abuse.detail.subtitle', {
                members: t('abuse.count.members', { count: cluster.memberCount, n: n(cluster.memberCount) }),
                flagged: t('abuse.count.flagged', { count: cluster.flaggedCount, n: n(cluster.flaggedCount) }),
                date: formatDate(cluster.detectedAt, i18n.language),
              })}
            </>
          }
          actions={
            <span className={layout.badges}>
              <Badge tone={cluster.status === 'legitimate' ? 'gain' : 'gold'}>{t(`abuse.status.${cluster.status}`)}</Badge>
              <MeasureChips measures={cluster.measures} />
            </span>
          }
        />
      </div>
      <div className={`${layout.stack} ${styles.top}`}>
        <ReasonsCard reasons={cluster.reasons} />
        <ClusterMeasures cluster={cluster} />
      </div>
      <MembersTable members={members} />
      <div className={`${layout.stack} ${styles.bottom}`}>
        <ReferralTree members={members} referrer={cluster.referrer} />
        <div className={layout.stack}>
          <SharedSignals signals={sharedSignals} />
          <DecisionHistory history={history} />
        </div>
      </div>
    </div>
  );
}
