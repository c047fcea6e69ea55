import { useTranslation } from '../../../lib/use-translation';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { IconCheck, IconCopy, IconSend, IconShare } from '../../../components/icons';
import { useCopy } from '../hooks/use-copy';
import styles from './invite-card.module.css';

/** The invitation link of a referral code, e.g. https://app.example/register?ref=ABC123. */
export const inviteLink = (code: string) => `${window.location.origin}${paths.register.getHref(code)}`;

/** The player's code and invitation link, with the native share sheet when there is one and a copy button. */
export function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation('growth');
  const link = inviteLink(code);
  const linkCopy = useCopy();
  const codeCopy = useCopy();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () => {
    navigator.share({ title: t('group.invite.shareTitle'), text: t('group.invite.shareText', { code }), url: link }).catch(() => undefined);
  };
  return (
    <Card title={t('group.invite.title')} icon={<IconSend size={16} />}>
      <p className={styles.lead}>{t('group.invite.lead')}</p>
      <div className={styles.codeRow}>
        <div className={styles.codeBox}>
          <span className={styles.codeLabel}>{t('group.invite.code')}</span>
          <span className={styles.code} data-testid="referral-code">
            {code}
          </span>
        </div>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => void codeCopy.copy(code)}
          aria-label={codeCopy.copied ? t('common.copied') : t('group.invite.copyCode')}
        >
          {codeCopy.copied ? <IconCheck /> : <IconCopy />}
        </button>
      </div>
      <p className={styles.link} aria-label={t('group.invite.link')}>
        {link}
      </p>
      <div className={styles.actions}>
        {canShare ? (
          <Button icon={<IconShare />} onClick={share} block>
            {t('group.invite.share')}
          </Button>
        ) : null}
        <Button
          variant={canShare ? 'secondary' : 'primary'}
          icon={linkCopy.copied ? <IconCheck /> : <IconCopy />}
          onClick={() => void linkCopy.copy(link)}
          block
        >
          {linkCopy.copied ? t('common.copied') : t('group.invite.copyLink')}
        </Button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {linkCopy.copied || codeCopy.copied ? t('common.copied') : ''}
      </span>
    </Card>
  );
}
