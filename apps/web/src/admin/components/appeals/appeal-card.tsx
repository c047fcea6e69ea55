import { dateTimeFormat } from '@fre/i18n/intl-formats';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import type { AdminAppeal } from '../../api/get-admin-appeals.ts';
import { Badge } from '../ui/badge.tsx';
import { AppealAnswer } from './appeal-answer.tsx';
import styles from './appeals-page.module.css';

interface Evidence {
  reason?: string;
  cluster?: { id: string; kind: string; score: number };
}

/** One appeal: who, the decision as the player reads it, the operator's file, the player's text, and the answer. */
export function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const { t, i18n } = useTranslation(['admin-appeals', 'appeals']);
  const { t: ta } = useTranslation('admin');
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = (iso: string) => format.format(new Date(iso));
  const { decision } = appeal;
  const evidence = (decision.evidence ?? {}) as Evidence;
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          <Link to={paths.adminUser.getHref(appeal.user.id)}>{appeal.user.nickname}</Link> · {t(`appeals:kind.${decision.kind}`)}
        </h2>
        <Badge tone={appeal.status === 'pending' ? 'gold' : appeal.status === 'overturned' ? 'gain' : 'neutral'} dot>
          {appeal.status === 'pending' ? t('tabs.pending') : t(`outcome.${appeal.status}`)}
        </Badge>
      </div>
      <div className={styles.block}>
        <h3>{t('playerSees')}</h3>
        <p>{t('appeals:why', { category: t(`appeals:category.${decision.category}` as 'appeals:category.other') })}</p>
        {decision.note ? <p>{t('appeals:note', { note: decision.note })}</p> : null}
        <p>{t('decidedAt', { date: date(decision.decidedAt) })}</p>
      </div>
      <div className={styles.block}>
        <h3>{t('evidence')}</h3>
        {evidence.reason ? <p>{t('internalReason', { reason: evidence.reason })}</p> : null}
        {evidence.cluster ? (
          <p>
            <Link to={paths.adminAbuseCluster.getHref(evidence.cluster.id)}>
              {t('cluster', { id: evidence.cluster.id, kind: ta(`abuse.kinds.${evidence.cluster.kind}` as 'abuse.kinds.referral_tree'), score: evidence.cluster.score })}
            </Link>
          </p>
        ) : null}
      </div>
      <div className={styles.block}>
        <h3>{t('appealText', { date: date(appeal.createdAt) })}</h3>
        <p>{appeal.text}</p>
      </div>
      {appeal.status === 'pending' ? (
        <AppealAnswer appealId={appeal.id} />
      ) : (
        <div className={styles.block}>
          <h3>{t('answered', { outcome: t(`outcome.${appeal.status}`), date: appeal.answeredAt ? date(appeal.answeredAt) : '' })}</h3>
          <p>{appeal.answer}</p>
        </div>
      )}
    </li>
  );
}
