import { LEVEL_COUNT } from '@fre/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useContest } from '../api/get-contest.ts';
import styles from './contest-page.module.css';
import { ContestProgress } from './contest-progress.tsx';
import { LevelCard } from './level-card.tsx';

/** /contest: ten levels, each unlocked by a task, each adding a permanent bonus to the mining rate. */
export function ContestPage({ headerAction }: { headerAction?: ReactNode }) {
  const { t } = useTranslation('contest');
  const contest = useContest();
  let body: ReactNode;
  if (contest.isPending) body = <Skeleton label={t('common.loading', { ns: 'web' })} blocks={[112, 220, 72, 72, 72]} />;
  else if (contest.isError)
    body = <LoadError text={t('loadError')} onRetry={() => void contest.refetch()} retrying={contest.isFetching} />;
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
      <PageHeader title={t('title')} subtitle={t('subtitle', { count: LEVEL_COUNT })} action={headerAction} />
      {body}
    </div>
  );
}
