import { LEVEL_COUNT } from '@fre/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { useContest } from '../api/get-contest';
import styles from './contest-page.module.css';
import { ContestProgress } from './contest-progress';
import { LevelCard } from './level-card';

/** /contest: ten levels, each unlocked by a task, each adding a permanent bonus to the mining rate. */
export function ContestPage({ headerAction }: { headerAction?: ReactNode }) {
  const { t } = useTranslation('growth');
  const contest = useContest();
  let body: ReactNode;
  if (contest.isPending) body = <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[112, 220, 72, 72, 72]} />;
  else if (contest.isError)
    body = <LoadError text={t('contest.loadError')} onRetry={() => void contest.refetch()} retrying={contest.isFetching} />;
  else
    body = (
      <>
        <ContestProgress levels={contest.data.levels} level={contest.data.level} />
        <ol className={styles.levels}>
          {contest.data.levels.map((level, index, all) => (
            <LevelCard
              key={level.level}
              level={level}
              telegramLinked={contest.data.telegramLinked}
              showLockedHint={level.state === 'locked' && all[index - 1]?.state !== 'locked'}
            />
          ))}
        </ol>
      </>
    );
  return (
    <div className={styles.page}>
      <PageHeader title={t('contest.title')} subtitle={t('contest.subtitle', { count: LEVEL_COUNT })} action={headerAction} />
      {body}
    </div>
  );
}
