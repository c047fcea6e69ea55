import { telegramInvitation } from '@fre/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconCheck, IconCopy, IconSend, IconShare } from '#web/components/icons.tsx';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';
import { withTelegram } from '#web/lib/telegram/in-telegram.ts';
import { getClientConfigQueryOptions } from '#web/lib/client-config.ts';
import { useCopy } from '#web/lib/use-copy.ts';
import styles from './invite-card.module.css';

/** How long the invitation's copy buttons say "copied" (the wallet's say it for 1 s). */
const COPIED_MS = 1_500;

/** The invitation link of a referral code, e.g. https://app.example/register?ref=ABC123. */
export const inviteLink = (code: string) => `${window.location.origin}${paths.register.getHref(code)}`;

/**
 * Inside Telegram, the Mini App's own link (`https://t.me/<bot>/<app>`) with the code as its start
 * parameter: the friend opens the app in Telegram, whose signed launch data carries `ref_<CODE>`
 * to the server (decision 045).
 */
export const miniAppInviteLink = (miniAppUrl: string, code: string) => `${miniAppUrl}?startapp=${encodeURIComponent(telegramInvitation(code))}`;

/**
 * The player's code and invitation link, with a share button (Telegram's share screen inside
 * Telegram, else the native share sheet when there is one) and a copy button.
 */
export function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation(['referrals', 'web']);
  const inTelegram = isInTelegram();
  // Read only inside Telegram: a browser's invitation is the site's sign-up link.
  const config = useQuery({ ...getClientConfigQueryOptions(), enabled: inTelegram });
  const miniAppUrl = inTelegram ? config.data?.telegramMiniAppUrl : null;
  const link = miniAppUrl ? miniAppInviteLink(miniAppUrl, code) : inviteLink(code);
  const linkCopy = useCopy(COPIED_MS);
  const codeCopy = useCopy(COPIED_MS);
  const canShare = Boolean(miniAppUrl) || (typeof navigator !== 'undefined' && typeof navigator.share === 'function');
  const share = () => {
    const text = t('invite.shareText', { code });
    if (miniAppUrl) withTelegram((telegram) => telegram.shareInTelegram(link, text));
    else navigator.share({ title: t('invite.shareTitle'), text, url: link }).catch(() => undefined);
  };
  return (
    <Card title={t('invite.title')} icon={<IconSend size={16} />}>
      <p className={styles.lead}>{t('invite.lead')}</p>
      <div className={styles.codeRow}>
        <div className={styles.codeBox}>
          <span className={styles.codeLabel}>{t('invite.code')}</span>
          <span className={styles.code} data-testid="referral-code">
            {code}
          </span>
        </div>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => void codeCopy.copy(code)}
          aria-label={codeCopy.copied ? t('web:common.copied') : t('invite.copyCode')}
        >
          {codeCopy.copied ? <IconCheck /> : <IconCopy />}
        </button>
      </div>
      <p className={styles.link} aria-label={t('invite.link')}>
        {link}
      </p>
      <div className={styles.actions}>
        {canShare ? (
          <Button icon={<IconShare />} onClick={share} block>
            {t('invite.share')}
          </Button>
        ) : null}
        <Button
          variant={canShare ? 'secondary' : 'primary'}
          icon={linkCopy.copied ? <IconCheck /> : <IconCopy />}
          onClick={() => void linkCopy.copy(link)}
          block
        >
          {linkCopy.copied ? t('web:common.copied') : t('invite.copyLink')}
        </Button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {linkCopy.copied || codeCopy.copied ? t('web:common.copied') : ''}
      </span>
    </Card>
  );
}
