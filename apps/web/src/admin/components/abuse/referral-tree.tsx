import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Card } from '#web/components/card.tsx';
import { IconNetwork } from '#web/components/icons.tsx';
import { formatNumber } from '#web/lib/format.ts';
import type { AbuseClusterMember } from '../../types.ts';
import { Badge } from '../ui/badge.tsx';
import { buildReferralTree, type ReferralTreeNode } from './build-referral-tree.ts';
import { MemberStates } from './member-states.tsx';
import styles from './referral-tree.module.css';
import { ScoreBadge } from './score-badge.tsx';

/** One person of the tree with the accounts they referred below. */
function TreeItem({ node }: { node: ReferralTreeNode }) {
  const { t, i18n } = useTranslation('admin');
  const outsideReferrer = node.member?.referredBy && node.clusterReferrer ? node.member.referredBy : null;
  return (
    <li className={styles.item}>
      <div className={`${styles.node} ${node.member ? '' : styles.outside}`}>
        <span className={styles.who}>
          <Link to={paths.adminUser.getHref(node.id)} className={styles.nickname}>
            {node.nickname}
          </Link>
          {node.clusterReferrer ? <Badge tone="gold">{t('abuse.tree.clusterReferrer')}</Badge> : null}
          {node.member ? null : <Badge>{t('abuse.tree.outside')}</Badge>}
          {outsideReferrer ? <span className={styles.note}>{t('abuse.tree.referredBy', { nickname: outsideReferrer.nickname })}</span> : null}
        </span>
        <span className={styles.facts}>
          {node.member ? <ScoreBadge score={node.member.score} size="sm" /> : null}
          {node.member ? <MemberStates member={node.member} /> : null}
          {node.children.length > 0 ? (
            <span className={styles.count}>{t('abuse.count.referrals', { count: node.children.length, n: formatNumber(node.children.length, i18n.language, 0) })}</span>
          ) : null}
        </span>
      </div>
      {node.children.length > 0 ? (
        <ul className={styles.children}>
          {node.children.map((child) => (
            <TreeItem key={child.id} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Who referred whom among the cluster's members, the cluster's referrer at the top. */
export function ReferralTree({ members, referrer }: { members: AbuseClusterMember[]; referrer: { id: string; nickname: string } | null }) {
  const { t } = useTranslation('admin');
  const tree = buildReferralTree(members, referrer);
  return (
    <Card title={t('abuse.tree.title')} icon={<IconNetwork size={16} />}>
      <p className={styles.note}>{t('abuse.tree.note')}</p>
      <ul className={styles.tree}>
        {tree.roots.map((node) => (
          <TreeItem key={node.id} node={node} />
        ))}
      </ul>
      {tree.unreferred.length > 0 ? (
        <>
          <h3 className={styles.groupTitle}>{t('abuse.tree.unreferred')}</h3>
          <ul className={styles.tree}>
            {tree.unreferred.map((member) => (
              <TreeItem key={member.id} node={{ id: member.id, nickname: member.nickname, member, clusterReferrer: false, children: [] }} />
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
