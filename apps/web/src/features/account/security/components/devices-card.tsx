import type { AccountSession } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconLogout, IconMonitor, IconPhone } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Modal } from '#web/components/modal.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import content from '#web/components/card-content.module.css';
import items from '#web/components/item-list.module.css';
import styles from './devices-card.module.css';
import { lastActive } from './last-active.ts';

/** The account's signed-in devices: this one marked, any other signed out one by one or all at once. */
export function DevicesCard() {
  const { t } = useTranslation('security');
  const errorText = useApiErrorText();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);

  const body = () => {
    if (sessions.isPending) return <Skeleton blocks={[56, 56]} label={t('devices.loading')} />;
    if (sessions.isError) return <LoadError text={t('devices.loadError')} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
    const others = sessions.data.filter((session) => !session.current);
    const error = endOne.error ?? endOthers.error;
    return (
      <>
        <ul className={items.list}>
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} ending={endOne.isPending && endOne.variables === session.id} onEnd={() => endOne.mutate(session.id)} />
          ))}
        </ul>
        {error ? (
          <ErrorBanner>
            {errorText(error)}
          </ErrorBanner>
        ) : null}
        {others.length > 0 ? (
          <Button variant="danger" icon={<IconLogout />} block onClick={() => setConfirming(true)}>
            {t('devices.endOthers')}
          </Button>
        ) : (
          <p className={content.intro}>{t('devices.alone')}</p>
        )}
        {confirming ? (
          <Modal
            title={t('devices.confirm.title')}
            closeLabel={t('devices.confirm.cancel')}
            onClose={() => setConfirming(false)}
            tone="warning"
            footer={
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('devices.confirm.cancel')}
                </Button>
                <Button
                  variant="danger"
                  loading={endOthers.isPending}
                  onClick={() => endOthers.mutate(undefined, { onSettled: () => setConfirming(false) })}
                >
                  {t('devices.confirm.submit')}
                </Button>
              </div>
            }
          >
            <p>{t('devices.confirm.text', { count: others.length })}</p>
          </Modal>
        ) : null}
      </>
    );
  };

  return (
    <Card title={t('devices.title')} icon={<IconMonitor size={16} />}>
      <div className={content.body}>
        <p className={content.intro}>{t('devices.intro')}</p>
        {body()}
      </div>
    </Card>
  );
}

function DeviceRow({ session, ending, onEnd }: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  const { t, i18n } = useTranslation('security');
  const name = session.device ?? t('devices.unknown');
  const seen = lastActive(session.lastSeenAt ?? session.createdAt, i18n.language);
  return (
    <li className={`${items.row} ${styles.row}`}>
      <span className={`${items.icon} ${styles.icon}`} aria-hidden="true">
        {session.kind === 'phone' || session.kind === 'tablet' ? <IconPhone size={20} /> : <IconMonitor size={20} />}
      </span>
      <div className={`${items.text} ${styles.text}`}>
        <p className={`${items.name} ${styles.name}`}>
          {name}
          {session.current ? <span className={styles.badge}>{t('devices.current')}</span> : null}
        </p>
        <p className={items.meta}>{session.current ? t('devices.activeNow') : t(seen.relative ? 'devices.activeRelative' : 'devices.activeOn', { when: seen.text })}</p>
      </div>
      {session.current ? null : (
        <Button variant="secondary" className={styles.action} icon={<IconLogout />} loading={ending} onClick={onEnd} aria-label={t('devices.endOneLabel', { device: name })}>
          {t('devices.endOne')}
        </Button>
      )}
    </li>
  );
}
