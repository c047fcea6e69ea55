import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconMonitor } from '#web/components/icons.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useAdminSessions } from '../../api/get-admin-sessions.ts';
import { useRevokeAdminSession } from '../../api/revoke-admin-session.ts';
import { formatDateTime } from '../../format.ts';
import type { AdminSession } from '../../types.ts';
import { Badge } from '../ui/badge.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { EmptyState, LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { describeDevice } from './describe-device.ts';
import styles from './security-page.module.css';

/** Every signed-in admin session: who, which device, where from, unlocked or not; others can be revoked. */
export function AdminSessionsCard() {
  const { t, i18n } = useTranslation('admin');
  const errorText = useApiErrorText();
  const sessions = useAdminSessions();
  const revoke = useRevokeAdminSession();
  const [target, setTarget] = useState<AdminSession | null>(null);

  const onConfirm = () => {
    if (!target) return;
    revoke.mutate(target.id, { onSuccess: () => setTarget(null) });
  };

  return (
    <Card title={t('security.sessions.title')} icon={<IconMonitor size={16} />}>
      {sessions.isPending ? <LoadingBlocks rows={2} /> : null}
      {sessions.isError ? <LoadError error={sessions.error} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} /> : null}
      {sessions.data?.sessions.length === 0 ? <EmptyState compact title={t('security.sessions.empty')} /> : null}
      {sessions.data && sessions.data.sessions.length > 0 ? (
        <ul className={styles.sessions}>
          {sessions.data.sessions.map((session) => (
            <li key={session.id} className={styles.session}>
              <div className={styles.sessionHead}>
                <span className={styles.sessionName}>{session.nickname}</span>
                {session.current ? <Badge tone="gold">{t('security.sessions.current')}</Badge> : null}
                {session.unlocked ? (
                  <Badge tone="gain" dot>
                    {t('security.sessions.unlocked')}
                  </Badge>
                ) : (
                  <Badge>{t('security.sessions.locked')}</Badge>
                )}
              </div>
              <div className={styles.sessionMeta}>
                <span>{session.email}</span>
                <span title={session.userAgent ?? undefined}>
                  {[describeDevice(session.userAgent) ?? t('security.sessions.unknownDevice'), session.ip].filter(Boolean).join(' · ')}
                </span>
                <span>
                  {t('security.sessions.since', { date: formatDateTime(session.createdAt, i18n.language) })}
                  {session.lastSeenAt ? ` · ${t('security.sessions.lastSeen', { date: formatDateTime(session.lastSeenAt, i18n.language) })}` : ''}
                </span>
              </div>
              {session.current ? null : (
                <div className={styles.sessionFoot}>
                  <Button
                    variant="danger"
                    onClick={() => {
                      revoke.reset();
                      setTarget(session);
                    }}
                  >
                    {t('security.sessions.revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={target !== null}
        tone="danger"
        title={t('security.sessions.confirmTitle')}
        confirmLabel={t('security.sessions.confirm')}
        pending={revoke.isPending}
        error={revoke.error ? errorText(revoke.error) : undefined}
        onConfirm={onConfirm}
        onCancel={() => setTarget(null)}
      >
        {target ? <p>{t('security.sessions.confirmText', { nickname: target.nickname, email: target.email })}</p> : null}
      </ConfirmDialog>
      {revoke.isSuccess ? (
        <Banner tone="success">{t('security.sessions.revoked')}</Banner>
      ) : null}
      {revoke.isError && target === null ? (
        <ErrorBanner>
          {errorText(revoke.error)}
        </ErrorBanner>
      ) : null}
    </Card>
  );
}
