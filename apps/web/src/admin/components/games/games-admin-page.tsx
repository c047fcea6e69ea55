import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNumber } from '#web/lib/format.ts';
import { Amount } from '../ui/amount.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { useAdminGames, type AdminGames } from '../../api/get-admin-games.ts';
import styles from './games-admin-page.module.css';

type GameRow = AdminGames['games'][number];
type PoolRow = AdminGames['pools'][number];

/** /admin/games: wagered, paid and house result per game, and the progressive jackpot pools. */
export function GamesAdminPage() {
  const { t, i18n, ready } = useTranslation('admin-games');
  const games = useAdminGames();
  if (!ready) return <LoadingBlocks rows={3} />;
  const name = (game: string) => t(`gameNames.${game as GameRow['game']}`, { ns: 'web', defaultValue: game });
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} description={t('description')} />
      {games.isPending ? <LoadingBlocks rows={4} /> : null}
      {games.isError ? <LoadError error={games.error} onRetry={() => void games.refetch()} retrying={games.isFetching} /> : null}
      {games.data ? (
        <>
          <section className={styles.section} aria-labelledby="admin-games-results">
            <h2 id="admin-games-results" className={styles.title}>{t('results.title')}</h2>
            {games.data.games.length === 0 ? (
              <EmptyState title={t('results.empty')} compact />
            ) : (
              <DataTable<GameRow>
                caption={t('results.title')}
                rows={games.data.games}
                rowKey={(row) => row.game}
                columns={[
                  { key: 'game', header: t('results.game'), primary: true, render: (row) => name(row.game) },
                  { key: 'rounds', header: t('results.rounds'), numeric: true, render: (row) => formatNumber(row.rounds, i18n.language, 0) },
                  { key: 'wagered', header: t('results.wagered'), numeric: true, render: (row) => <Amount nano={row.wagered} /> },
                  { key: 'paid', header: t('results.paid'), numeric: true, render: (row) => <Amount nano={row.paid} /> },
                  { key: 'house', header: t('results.house'), numeric: true, render: (row) => <Amount nano={row.houseResult} signed /> },
                ]}
              />
            )}
          </section>
          <section className={styles.section} aria-labelledby="admin-games-pools">
            <h2 id="admin-games-pools" className={styles.title}>{t('pools.title')}</h2>
            <DataTable<PoolRow>
              caption={t('pools.title')}
              rows={games.data.pools}
              rowKey={(row) => row.game}
              columns={[
                { key: 'game', header: t('results.game'), primary: true, render: (row) => name(row.game) },
                { key: 'pool', header: t('pools.pool'), numeric: true, render: (row) => <Amount nano={row.pool} /> },
                { key: 'seed', header: t('pools.seed'), numeric: true, render: (row) => <Amount nano={row.seed} /> },
              ]}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
