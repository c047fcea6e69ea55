import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconList, IconTicket } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { formatDate } from '../../format.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import layout from '../ui/page-layout.module.css';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { useBonusCodes, type AdminBonusCode } from '../../api/get-bonus-codes.ts';
import { useUpdateBonusCode } from '../../api/update-bonus-code.ts';
import { BonusCodeForm } from './bonus-code-form.tsx';
import { codeState, formatDecimal, rewardFromApi } from './bonus-code-values.ts';
import { EditCodeDialog } from './edit-code-dialog.tsx';
import { UsagesDialog } from './usages-dialog.tsx';
import styles from './bonus-codes-page.module.css';

const STATE_TONES: Record<ReturnType<typeof codeState>, BadgeTone> = { active: 'gain', inactive: 'neutral', exhausted: 'gold' };

/** /admin/bonus-codes: every code with its reward and uses; create, edit, switch off or on, see who used it. */
export function BonusCodesPage() {
  const { t, i18n, ready } = useTranslation('admin-bonus-codes');
  const { t: ta } = useTranslation('admin');
  const codes = useBonusCodes();
  const rows = codes.data?.pages.flatMap((page) => page.items) ?? [];
  const [editing, setEditing] = useState<AdminBonusCode | null>(null);
  const [toggling, setToggling] = useState<AdminBonusCode | null>(null);
  const [viewing, setViewing] = useState<AdminBonusCode | null>(null);
  if (!ready) return <LoadingBlocks rows={4} />;
  const language = i18n.language;

  return (
    <div className={layout.page}>
      <PageHeader title={ta('pages.bonus-codes.title')} description={t('description')} />
      <div className={`${layout.columns} ${styles.grid}`}>
        <Card title={t('list.title')} icon={<IconList size={16} />}>
          {codes.isPending ? (
            <LoadingBlocks rows={3} />
          ) : codes.isError ? (
            <LoadError error={codes.error} onRetry={() => void codes.refetch()} retrying={codes.isFetching} />
          ) : rows.length === 0 ? (
            <EmptyState compact icon={<IconTicket size={28} />} title={t('list.empty')}>
              {t('list.emptyText')}
            </EmptyState>
          ) : (
            <>
              <DataTable<AdminBonusCode>
                caption={t('list.title')}
                rows={rows}
                rowKey={(code) => code.id}
                columns={[
                  { key: 'code', header: t('list.code'), primary: true, render: (code) => <code className={styles.code}>{code.code}</code> },
                  { key: 'type', header: t('list.type'), render: (code) => t(`types.${code.type}`) },
                  {
                    key: 'reward',
                    header: t('list.reward'),
                    numeric: true,
                    render: (code) => t(`reward.${code.type}`, { value: formatDecimal(rewardFromApi(code.type, code.rewardValue), language) }),
                  },
                  {
                    key: 'duration',
                    header: t('list.duration'),
                    numeric: true,
                    render: (code) => (code.type === 'boost' ? t('hours', { hours: code.duration }) : '—'),
                  },
                  {
                    key: 'uses',
                    header: t('list.uses'),
                    numeric: true,
                    render: (code) => t('list.usesOf', { used: code.currentUses.toLocaleString(language), max: code.maxUses.toLocaleString(language) }),
                  },
                  {
                    key: 'state',
                    header: t('list.state'),
                    render: (code) => {
                      const state = codeState(code);
                      return (
                        <Badge tone={STATE_TONES[state]} dot>
                          {t(`list.${state}`)}
                        </Badge>
                      );
                    },
                  },
                  { key: 'created', header: t('list.created'), render: (code) => formatDate(code.createdAt, language) },
                  {
                    key: 'actions',
                    header: t('list.actions'),
                    render: (code) => (
                      <span className={layout.actions}>
                        <Button variant="secondary" onClick={() => setEditing(code)} aria-label={t('list.editCode', { code: code.code })}>
                          {t('list.edit')}
                        </Button>
                        <Button variant="secondary" onClick={() => setViewing(code)} aria-label={t('list.usagesOf', { code: code.code })}>
                          {t('list.usages')}
                        </Button>
                        <Button
                          variant={code.isActive ? 'danger' : 'secondary'}
                          onClick={() => setToggling(code)}
                          aria-label={t(code.isActive ? 'list.deactivateCode' : 'list.activateCode', { code: code.code })}
                        >
                          {code.isActive ? t('list.deactivate') : t('list.activate')}
                        </Button>
                      </span>
                    ),
                  },
                ]}
              />
              <LoadMore shown={rows.length} hasMore={codes.hasNextPage} loading={codes.isFetchingNextPage} onLoadMore={() => void codes.fetchNextPage()} />
            </>
          )}
        </Card>
        <Card title={t('form.title')} icon={<IconTicket size={16} />}>
          <BonusCodeForm />
        </Card>
      </div>
      {editing ? <EditCodeDialog key={editing.id} code={editing} onClose={() => setEditing(null)} /> : null}
      {toggling ? <ToggleDialog code={toggling} onClose={() => setToggling(null)} /> : null}
      {viewing ? <UsagesDialog code={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

/** Deactivating (or reactivating) a code asks first. */
function ToggleDialog({ code, onClose }: { code: AdminBonusCode; onClose: () => void }) {
  const { t } = useTranslation('admin-bonus-codes');
  const errorText = useApiErrorText();
  const update = useUpdateBonusCode();
  const deactivate = code.isActive;
  return (
    <ConfirmDialog
      open
      tone={deactivate ? 'danger' : 'primary'}
      title={t(deactivate ? 'toggle.deactivateTitle' : 'toggle.activateTitle', { code: code.code })}
      confirmLabel={deactivate ? t('list.deactivate') : t('list.activate')}
      pending={update.isPending}
      error={update.error ? errorText(update.error) : undefined}
      onConfirm={() => update.mutate({ id: code.id, changes: { isActive: !deactivate } }, { onSuccess: onClose })}
      onCancel={onClose}
    >
      <p>{deactivate ? t('toggle.deactivateText') : t('toggle.activateText')}</p>
    </ConfirmDialog>
  );
}
