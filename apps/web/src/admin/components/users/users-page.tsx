import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { IconSearch, IconUsers } from '#web/components/icons.tsx';
import { useSearchUsers } from '../../api/search-users.ts';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { UsersTable } from './users-table.tsx';
import styles from './users-page.module.css';

/** /admin/users: search on the server as you type (kept in ?q=), newest accounts first, "load more". */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  const users = useSearchUsers(q);
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    setParams(q ? { q } : {}, { replace: true });
  }, [q, setParams]);

  return (
    <div className={styles.page}>
      <PageHeader title={t('pages.users.title')} description={t('users.description')} />
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="admin-user-search" className="visually-hidden">
          {t('users.search.label')}
        </label>
        <IconSearch size={20} className={styles.searchIcon} />
        <input
          id="admin-user-search"
          type="search"
          className={styles.searchInput}
          placeholder={t('users.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </form>
      <p className={styles.hint}>{t('users.search.hint')}</p>

      {users.isPending ? <LoadingBlocks rows={5} /> : null}
      {users.isError && rows.length === 0 ? <LoadError error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} /> : null}
      {users.isSuccess && rows.length === 0 ? (
        <EmptyState icon={<IconUsers size={24} />} title={q ? t('users.empty.search', { query: q }) : t('users.empty.none')}>
          {q ? t('users.empty.searchHint') : null}
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <div className={styles.card}>
          <UsersTable users={rows} />
          <LoadMore
            shown={rows.length}
            hasMore={users.hasNextPage}
            loading={users.isFetchingNextPage}
            onLoadMore={() => void users.fetchNextPage()}
          />
        </div>
      ) : null}
    </div>
  );
}
