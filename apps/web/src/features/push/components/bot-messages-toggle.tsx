import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorBanner } from '#web/components/banner.tsx';
import { Card } from '#web/components/card.tsx';
import { IconBell } from '#web/components/icons.tsx';
import { Switch } from '#web/components/switch.tsx';
import { api } from '#web/lib/api-client.ts';
import { askTelegram } from '#web/lib/telegram/in-telegram.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import styles from './push-toggle.module.css';

type State = 'on' | 'off' | 'declined';

const botMessagesQueryKey = ['me', 'telegram-messages'] as const;
const getAllowed = () => api.get('/api/telegram/messages');
const setAllowed = (allowed: boolean) => api.post('/api/telegram/messages', { body: { allowed } });

/**
 * Inside Telegram, in place of Web Push: "Messages from the bot". Turning it on asks Telegram's
 * permission (requestWriteAccess); the answer goes to the server, whose bot then writes when a
 * mining session ends or a withdrawal is paid (decision 045).
 */
export function BotMessagesToggle() {
  const { t } = useTranslation('push');
  const queryClient = useQueryClient();
  // The server's word: a block the bot met (403) has turned it off there.
  const current = useQuery({ queryKey: botMessagesQueryKey, queryFn: getAllowed });
  const [declined, setDeclined] = useState(false);
  const state: State = current.data?.allowed ? 'on' : declined ? 'declined' : 'off';
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const allowed = on ? await askTelegram((telegram) => telegram.requestWriteAccess()) : false;
      const answer = await setAllowed(allowed === true);
      queryClient.setQueryData(botMessagesQueryKey, answer);
      setDeclined(on && !answer.allowed);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('title')} icon={<IconBell size={16} />}>
      <div className={styles.row}>
        <label htmlFor="bot-messages-toggle" className={styles.text}>
          <strong>{t('bot.label')}</strong>
          <span>{t(`bot.help.${state}`)}</span>
        </label>
        <Switch id="bot-messages-toggle" checked={state === 'on'} busy={busy || current.isPending} onChange={(on) => void toggle(on)} />
      </div>
      {failed || current.isError ? (
        <ErrorBanner>
          {t('error')}
        </ErrorBanner>
      ) : null}
    </Card>
  );
}
