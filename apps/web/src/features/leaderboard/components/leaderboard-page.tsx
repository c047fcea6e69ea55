import { LEADERBOARD_SIZE, TIMERS } from '@fre/domain';
import { formatSpan } from '#web/lib/span.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { IconTrophy } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { formatBalance, formatNumber } from '#web/lib/format.ts';
import { AfterFirstFrame } from '#web/lib/render/deferred-render.tsx';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import styles from './leaderboard-page.module.css';

/** /leaderboard: the top miners by total mined, the player's row highlighted, and their own rank below. */
export function LeaderboardPage() {
  const { t, i18n } = useTranslation(['leaderboard', 'web']);
  const lang = i18n.language;
  const { data: user } = useUser();
  const board = useLeaderboard();
  const header = <PageHeader title={t('title')} subtitle={t('subtitle', { size: LEADERBOARD_SIZE })} />;
  if (board.isPending)
    return (
      <div className={styles.page}>
        {header}
        <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[480, 88]} />
      </div>
    );
  if (board.isError)
    return (
      <div className={styles.page}>
        {header}
        <LoadError text={t('loadError')} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      </div>
    );
  const { top, me } = board.data;
  const inTop = me.rank <= LEADERBOARD_SIZE && top.some((row) => row.rank === me.rank && row.nickname === user?.nickname);
  return (
    <div className={styles.page}>
      {header}
      <Card title={t('top', { size: LEADERBOARD_SIZE })} icon={<IconTrophy size={16} />}>
        {top.length === 0 ? (
          <EmptyState icon={<IconTrophy size={22} />} text={t('empty')} />
        ) : (
          <ol className={styles.list}>
            {top.map((row) => {
              // Equal totals share a rank: only the row with the player's own nickname is theirs.
              const mine = inTop && row.rank === me.rank && row.nickname === user?.nickname;
              return (
                <li key={`${row.rank}-${row.nickname}`} className={`${styles.row} ${mine ? styles.mine : ''}`} aria-current={mine ? 'true' : undefined}>
                  <span className={`${styles.rank} ${row.rank <= 3 ? styles[`podium${row.rank}`] : ''}`}>{formatNumber(row.rank, lang, 0)}</span>
                  <span className={styles.name}>
                    <span className={styles.nickname}>{row.nickname}</span>
                    {mine ? <span className={styles.you}>{t('you')}</span> : null}
                  </span>
                  <span className={`${styles.amount} tabular`}>{t('web:units.fre', { amount: formatBalance(row.totalMined, lang) })}</span>
                </li>
              );
            })}
          </ol>
        )}
      </Card>
      <AfterFirstFrame>
        <section className={styles.me} aria-label={t('myRank')}>
          <div>
            <p className={styles.meLabel}>{t('myRank')}</p>
            <p className={`${styles.meRank} tabular`} data-testid="my-rank">
              {me.approximate ? '≈ ' : ''}
              {t('rank', { rank: formatNumber(me.rank, lang, 0) })}
            </p>
          </div>
          <div className={styles.meRight}>
            <p className={styles.meLabel}>{t('totalMined')}</p>
            <p className={`${styles.meAmount} tabular`}>{t('web:units.fre', { amount: formatBalance(me.totalMined, lang) })}</p>
          </div>
        </section>
        <p className={styles.note}>{t('refresh', { period: formatSpan(TIMERS.sessionCheckMs, i18n.language) })}</p>
      </AfterFirstFrame>
    </div>
  );
}
