import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconList } from '#web/components/icons.tsx';
import { useAdminSessions } from '../../api/get-admin-sessions.ts';
import { useAudit, type AuditFilters as Filters } from '../../api/get-audit.ts';
import { LoadMore } from '../ui/load-more.tsx';
import layout from '../ui/page-layout.module.css';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { AuditFilters, NO_FILTERS, type AuditFilterForm } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';
import styles from './security-page.module.css';

/** Local calendar day → the instant it starts, as the API's ISO datetime. */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + plusDays).toISOString();
};

function toQuery(form: AuditFilterForm): Filters {
  return {
    ...(form.action ? { action: form.action } : {}),
    ...(form.actorId ? { actorId: form.actorId } : {}),
    ...(form.fromDay ? { from: startOfDay(form.fromDay) } : {}),
    // The API's `to` is exclusive: the whole last day is included.
    ...(form.toDay ? { to: startOfDay(form.toDay, 1) } : {}),
  };
}

/** The append-only audit log: server-side filters, newest first, "load more" for older entries. */
export function AuditLogCard() {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<AuditFilterForm>(NO_FILTERS);
  const rangeError = form.fromDay && form.toDay && form.fromDay > form.toDay ? t('audit.filters.rangeError') : undefined;
  const [applied, setApplied] = useState<Filters>({});
  const audit = useAudit(applied);
  const sessions = useAdminSessions();
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const actions = audit.data?.pages[0]?.actions ?? [];

  // Admins to filter by: every actor seen so far, plus every admin signed in now (kept when filtering).
  const [actors, setActors] = useState<Map<string, string>>(new Map());
  const seen = new Map<string, string>();
  for (const entry of entries) if (entry.actorId) seen.set(entry.actorId, entry.actorLabel);
  for (const session of sessions.data?.sessions ?? []) seen.set(session.adminId, session.email);
  if ([...seen.keys()].some((id) => !actors.has(id))) setActors(new Map([...actors, ...seen]));

  const onFilters = (next: AuditFilterForm) => {
    setForm(next);
    if (!(next.fromDay && next.toDay && next.fromDay > next.toDay)) setApplied(toQuery(next));
  };

  return (
    <Card title={t('audit.title')} icon={<IconList size={16} />}>
      <p className={`${layout.muted} ${styles.auditNote}`}>{t('audit.text')}</p>
      <AuditFilters
        value={form}
        onChange={onFilters}
        actions={actions}
        actors={[...actors].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label))}
        rangeError={rangeError}
      />
      {audit.isPending ? <LoadingBlocks rows={4} /> : null}
      {audit.isError && entries.length === 0 ? <LoadError error={audit.error} onRetry={() => void audit.refetch()} retrying={audit.isFetching} /> : null}
      {audit.isSuccess && entries.length === 0 ? <EmptyState icon={<IconList size={24} />} title={t('audit.empty')} /> : null}
      {entries.length > 0 ? (
        <>
          <AuditTable entries={entries} />
          <LoadMore shown={entries.length} hasMore={audit.hasNextPage} loading={audit.isFetchingNextPage} onLoadMore={() => void audit.fetchNextPage()} />
        </>
      ) : null}
    </Card>
  );
}
