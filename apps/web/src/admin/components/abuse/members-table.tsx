import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Card } from '#web/components/card.tsx';
import { IconUsers } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { formatDate, formatDelay } from '../../format.ts';
import type { AbuseClusterMember } from '../../types.ts';
import { Badge } from '../ui/badge.tsx';
import { DataTable, type Column } from '../ui/data-table.tsx';
import layout from '../ui/page-layout.module.css';
import styles from './cluster-detail-page.module.css';
import { MemberStates } from './member-states.tsx';
import { ScoreBadge } from './score-badge.tsx';

/** The cluster's accounts: a table on desktop, one card per account on phones; the nickname opens the account. */
export function MembersTable({ members }: { members: AbuseClusterMember[] }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const columns: Column<AbuseClusterMember>[] = [
    {
      key: 'account',
      header: t('abuse.members.columns.account'),
      primary: true,
      render: (member) => (
        <div className={styles.identity}>
          <Link to={paths.adminUser.getHref(member.id)} className={styles.nickname}>
            {member.nickname}
          </Link>
          <span className={styles.email}>{member.email}</span>
          {member.signedUpAt ? <span className={layout.date}>{t('abuse.members.signedUp', { date: formatDate(member.signedUpAt, language) })}</span> : null}
          <span className={`${layout.badges} ${styles.badges}`}>
            {member.role === 'referrer' ? <Badge tone="gold">{t('abuse.members.referrer')}</Badge> : null}
            {member.flagged ? (
              <Badge tone="loss" dot>
                {t('abuse.members.flagged')}
              </Badge>
            ) : null}
            <MemberStates member={member} />
          </span>
        </div>
      ),
    },
    { key: 'score', header: t('abuse.members.columns.score'), render: (member) => <ScoreBadge score={member.score} size="sm" /> },
    {
      key: 'traits',
      header: t('abuse.members.columns.traits'),
      render: (member) =>
        member.traits.length === 0 ? (
          <span className={layout.muted}>{t('abuse.members.noTraits')}</span>
        ) : (
          <span className={styles.traits}>
            {member.traits.map((trait) => (
              <Badge key={trait}>{t(`abuse.traits.${trait}`)}</Badge>
            ))}
          </span>
        ),
    },
    {
      key: 'delays',
      header: t('abuse.members.columns.delays'),
      render: (member) => (
        <span className={styles.delays}>
          <span>
            {member.verifiedAfterSeconds === null
              ? t('abuse.members.notVerified')
              : t('abuse.members.verifiedAfter', { delay: formatDelay(member.verifiedAfterSeconds, language) })}
          </span>
          <span>
            {member.firstMiningAfterSeconds === null
              ? t('abuse.members.neverMined')
              : t('abuse.members.miningAfter', { delay: formatDelay(member.firstMiningAfterSeconds, language) })}
          </span>
        </span>
      ),
    },
    { key: 'sessions', header: t('abuse.members.columns.sessions'), numeric: true, render: (member) => formatNumber(member.sessions, language, 0) },
    {
      key: 'activity',
      header: t('abuse.members.columns.activity'),
      render: (member) => (member.otherActivity ? t('abuse.members.activityYes') : t('abuse.members.activityNo')),
    },
  ];
  return (
    <Card title={t('abuse.members.title')} icon={<IconUsers size={16} />}>
      <DataTable caption={t('abuse.members.caption')} columns={columns} rows={members} rowKey={(member) => member.id} />
    </Card>
  );
}
