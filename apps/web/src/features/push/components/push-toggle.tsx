import { PAGE_PARTS } from '#web/config/paths.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Card } from '#web/components/card.tsx';
import { IconBell } from '#web/components/icons.tsx';
import { Switch } from '#web/components/switch.tsx';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';
import { currentSubscription, pushSupported, subscribeDevice, unsubscribeDevice } from '../device-push.ts';
import { BotMessagesToggle } from './bot-messages-toggle.tsx';
import styles from './push-toggle.module.css';

type State = 'loading' | 'on' | 'off' | 'denied' | 'unsupported';

const initialState = (): State => {
  if (!pushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'loading';
};

/**
 * The notifications of this device: Web Push in a browser; inside Telegram, whose webview has no
 * Web Push, the bot's messages (decision 045). Reads the texts of the `push` namespace.
 */
export function PushToggle() {
  return isInTelegram() ? <BotMessagesToggle /> : <DevicePushToggle />;
}

/** "Notifications on this device": a switch that subscribes this browser to Web Push with the server's VAPID key, or unsubscribes it. */
function DevicePushToggle() {
  const { t } = useTranslation('push');
  const [state, setState] = useState<State>(initialState);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    void currentSubscription().then(
      (subscription) => live && setState(subscription ? 'on' : 'off'),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, [state]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (on) {
        const result = await subscribeDevice();
        setState(result === 'unavailable' ? 'off' : result);
        setFailed(result === 'unavailable');
      } else {
        await unsubscribeDevice();
        setState('off');
      }
    } catch (error) {
      console.warn('push subscription failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <Card title={t('title')} icon={<IconBell size={16} />}>
      {/* Linked to from the day's agenda: focused on arrival, so it can take focus without being a stop in the tab order. */}
      <div id={PAGE_PARTS.pushSettings} tabIndex={-1} className={styles.row}>
        <label htmlFor="push-toggle" className={styles.text}>
          <strong>{t('label')}</strong>
          <span>{t(`help.${state}`)}</span>
        </label>
        <Switch id="push-toggle" checked={state === 'on'} disabled={!usable} busy={busy || state === 'loading'} onChange={(on) => void toggle(on)} />
      </div>
      {failed ? (
        <ErrorBanner>
          {t('error')}
        </ErrorBanner>
      ) : null}
    </Card>
  );
}
