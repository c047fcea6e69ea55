import type { User } from '@fre/domain';
import { useState } from 'react';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconAlert, IconCheckCircle, IconSend } from '#web/components/icons.tsx';
import { StatusLine } from '#web/components/status-line.tsx';
import { telegramLaunch } from '#web/lib/telegram/launch-params.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { credentialDate } from '#web/features/account/security/components/credential-since.ts';
import { useKeepTelegram, useLinkTelegram } from '../api/telegram-link.ts';
import { UnlinkTelegramDialog } from './unlink-telegram-dialog.tsx';
import content from '#web/components/card-content.module.css';
import styles from './telegram-card.module.css';

type LinkedTelegram = NonNullable<User['telegram']>;

/** How the card and the dialog name a linked Telegram account: its first name and @username, as Telegram signed them. */
export function telegramName(telegram: Pick<LinkedTelegram, 'firstName' | 'username'>): string | null {
  const handle = telegram.username ? `@${telegram.username.replace(/^@/, '')}` : null;
  return [telegram.firstName, handle].filter(Boolean).join(' ') || null;
}

/**
 * The Telegram account linked to this one (decision 048), on the Security page: who it is and
 * since when, unlinked after a confirmation, kept when a password reset paused it. Not linked:
 * inside Telegram, a button linking the Telegram account that opened the app; elsewhere, where it
 * is done.
 */
export function TelegramCard({ user, id }: { user: Pick<User, 'telegram'>; id?: string }) {
  const { t } = useTranslation('security');
  return (
    <Card title={t('telegram.title')} icon={<IconSend size={16} />} id={id} tabIndex={-1}>
      <div className={content.body}>{user.telegram ? <Linked telegram={user.telegram} /> : <NotLinked />}</div>
    </Card>
  );
}

function Linked({ telegram }: { telegram: LinkedTelegram }) {
  const { t, i18n } = useTranslation('security');
  const errorText = useApiErrorText();
  const keep = useKeepTelegram();
  const [unlinking, setUnlinking] = useState(false);
  const name = telegramName(telegram);
  return (
    <>
      <StatusLine tone={telegram.paused ? 'pending' : 'on'}>{t(telegram.paused ? 'telegram.statusPaused' : 'telegram.statusLinked')}</StatusLine>
      <div>
        {telegram.firstName ? <p className={styles.name}>{telegram.firstName}</p> : null}
        {telegram.username ? (
          <p className={styles.handle} translate="no">
            @{telegram.username.replace(/^@/, '')}
          </p>
        ) : null}
        <p className={styles.since}>{telegram.since ? t('credentials.since', { date: credentialDate(telegram.since, i18n.language) }) : t('credentials.sinceUnknown')}</p>
      </div>
      {telegram.paused ? (
        <Banner tone="warning" icon={<IconAlert />} live={false}>
          {t('telegram.pausedText')}
        </Banner>
      ) : (
        <p className={content.intro}>{t('telegram.linkedText')}</p>
      )}
      {keep.isSuccess && !telegram.paused ? (
        <Banner tone="success" icon={<IconCheckCircle />}>
          {t('telegram.kept')}
        </Banner>
      ) : null}
      <ErrorBanner>{keep.error ? errorText(keep.error) : undefined}</ErrorBanner>
      <div className={styles.actions}>
        {telegram.paused ? (
          <Button variant="primary" loading={keep.isPending} onClick={() => keep.mutate(undefined)}>
            {t('telegram.keep')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setUnlinking(true)}>
          {t('telegram.unlink')}
        </Button>
      </div>
      {unlinking ? <UnlinkTelegramDialog name={name} onClose={() => setUnlinking(false)} /> : null}
    </>
  );
}

function NotLinked() {
  const { t } = useTranslation('security');
  const errorText = useApiErrorText();
  const link = useLinkTelegram();
  const initData = telegramLaunch()?.initData;
  const status = <StatusLine tone="off">{t('telegram.statusNotLinked')}</StatusLine>;
  if (!initData) {
    return (
      <>
        {status}
        <p className={content.intro}>{t('telegram.outside')}</p>
      </>
    );
  }
  return (
    <>
      {status}
      <p className={content.intro}>{t('telegram.linkText')}</p>
      <ErrorBanner>{link.error ? errorText(link.error) : undefined}</ErrorBanner>
      <Button variant="ton" icon={<IconSend size={18} />} loading={link.isPending} onClick={() => link.mutate(initData)} block>
        {t('telegram.link')}
      </Button>
    </>
  );
}
