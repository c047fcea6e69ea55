import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { IconExternalLink } from '#web/components/icons.tsx';
import { useConsent } from '#web/lib/consent/use-consent.ts';
import { useAds, type AdPlacement } from '../api/get-ads.ts';
import { recordClick, recordImpression } from '../api/record-ad.ts';
import styles from './ad-slot.module.css';

/**
 * One sponsored card for a placement, only with advertising consent (nothing is fetched without
 * it). Counts one impression per view (mount) and a click before opening the link in a new tab.
 * @example <AdSlot placement="dashboard" />
 */
export function AdSlot({ placement }: { placement: AdPlacement }) {
  const { t } = useTranslation('ads');
  const consented = useConsent()?.advertising === true;
  const { data } = useAds(placement, consented);
  const ad = consented ? data?.ads[0] : undefined;
  const counted = useRef<string | null>(null);

  useEffect(() => {
    if (!ad || counted.current === ad.id) return;
    counted.current = ad.id;
    void recordImpression(ad.id).catch(() => undefined);
  }, [ad]);

  if (!ad) return null;
  return (
    <aside className={styles.slot} aria-label={t('label')}>
      <a
        href={ad.link}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className={styles.link}
        onClick={() => void recordClick(ad.id).catch(() => undefined)}
      >
        {ad.imageUrl ? <img src={ad.imageUrl} alt="" className={styles.image} loading="lazy" /> : null}
        <span className={styles.body}>
          <span className={styles.badge}>{t('sponsored')}</span>
          <span className={styles.title}>{ad.title}</span>
        </span>
        <IconExternalLink size={18} />
      </a>
    </aside>
  );
}
