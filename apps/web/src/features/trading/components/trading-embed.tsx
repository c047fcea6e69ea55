import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/button.tsx';
import { Card } from '#web/components/card.tsx';
import { IconExternalLink, IconSend } from '#web/components/icons.tsx';
import styles from './trading-embed.module.css';

/**
 * The external trading page in a frame, with a link that opens it in the browser (a site may
 * refuse to be framed, which the page cannot detect). Without a configured page, the way to buy FRE.
 */
export function TradingEmbed({ url }: { url: string | null }) {
  const { t } = useTranslation('trading');
  return (
    <Card title={t('embed.title')} icon={<IconSend size={16} />}>
      {url ? (
        <div className={styles.wrap}>
          <iframe className={styles.frame} src={url} title={t('embed.frameTitle')} loading="lazy" referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups allow-forms" />
          <p className={styles.hint}>{t('embed.blankHint')}</p>
          <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
            <IconExternalLink size={16} /> {t('embed.open')}
          </a>
        </div>
      ) : (
        <div className={styles.missing}>
          <p>{t('embed.missing')}</p>
          <ButtonLink to={paths.fre.getHref()} variant="secondary" block>
            {t('embed.guide')}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
