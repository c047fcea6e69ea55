import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconBell } from '#web/components/icons.tsx';
import { StatusLine, type StatusTone } from '#web/components/status-line.tsx';
import content from '#web/components/card-content.module.css';

type Permission = NotificationPermission | 'unsupported';

const readPermission = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);

const TONES: Record<Permission, StatusTone> = { granted: 'on', denied: 'blocked', default: 'pending', unsupported: 'off' };

/** Whether this device lets the app show notifications, with a button to ask while undecided. */
export function NotificationPermissionCard() {
  const { t } = useTranslation('profile');
  const [permission, setPermission] = useState<Permission>(readPermission);
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    try {
      setPermission(await Notification.requestPermission());
    } finally {
      setAsking(false);
    }
  };
  return (
    <Card title={t('notifications.title')} icon={<IconBell size={16} />}>
      <div className={content.body}>
        <StatusLine tone={TONES[permission]}>{t(`notifications.state.${permission}`)}</StatusLine>
        <p className={content.intro}>{t(`notifications.help.${permission}`)}</p>
        {permission === 'default' ? (
          <Button variant="secondary" icon={<IconBell size={18} />} loading={asking} onClick={() => void ask()} block>
            {t('notifications.ask')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
