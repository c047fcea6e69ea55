import { useTranslation } from '../../../../lib/use-translation';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../app/paths';
import { IconArrowLeft } from '../../../../components/icons';
import { formatNumber } from '../../../../lib/format';
import { useAbuseCluster } from '../../api/get-abuse-cluster';
import { formatDate } from '../../format';
import { Badge } from '../ui/badge';
import { PageHeader } from '../ui/page-header';
import { DetailFallback } from '../ui/query-state';
import { ClusterMeasures } from './cluster-measures';
import styles from './cluster-detail-page.module.css';
import { DecisionHistory } from './decision-history';
import { MeasureChips } from './measure-chips';
import { MembersTable } from './members-table';
import { ReasonsCard } from './reasons-card';
import { ReferralTree } from './referral-tree';
import { ScoreBadge } from './score-badge';
import { SharedSignals } from './shared-signals';

/** /admin/abuse/:id: why a cluster is suspicious, its accounts and referral tree, and the measures on it. */
export function ClusterDetailPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const detail = useAbuseCluster(id);
  const back = (
    <Link to={paths.admin.getHref('abuse')} className={styles.back}>
      <IconArrowLeft size={16} />
      {t('abuse.detail.back')}
    </Link>
  );

  if (!detail.isSuccess) {
    return (
      <div className={styles.page}>
        {back}
        <DetailFallback query={detail} notFoundTitle={t('abuse.detail.notFound')} />
      </div>
    );
  }

  const { cluster, members, sharedSignals, history } = detail.data;
  const n = (value: number) => formatNumber(value, i18n.language, 0);
  return (
    <div className={styles.page}>
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
            <span className={styles.badges}>
              <Badge tone={cluster.status === 'legitimate' ? 'gain' : 'gold'}>{t(`abuse.status.${cluster.status}`)}</Badge>
              <MeasureChips measures={cluster.measures} />
            </span>
          }
        />
      </div>
      <div className={styles.top}>
        <ReasonsCard reasons={cluster.reasons} />
        <ClusterMeasures cluster={cluster} />
      </div>
      <MembersTable members={members} />
      <div className={styles.bottom}>
        <ReferralTree members={members} referrer={cluster.referrer} />
        <div className={styles.side}>
          <SharedSignals signals={sharedSignals} />
          <DecisionHistory history={history} />
        </div>
      </div>
    </div>
  );
}
