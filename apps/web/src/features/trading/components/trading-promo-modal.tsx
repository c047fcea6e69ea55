import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/button';
import { IconClose } from '../../../components/icons';
import { usePrice } from '../api/get-price';
import styles from './trading-promo-modal.module.css';

/**
 * 'Tradez votre $FRE !' with the embedded trading page, 'Go to trading' and 'Later'. Shown only when
 * a trading page is configured and a price is known: without a venue there is nothing to promote.
 */
export default function TradingPromoModal({ onClose }: { onClose: () => void }) {
  const { t, ready } = useTranslation('ton');
  const price = usePrice();
  const navigate = useNavigate();
  const titleId = useId();
  const url = price.data?.tradingUrl ?? null;
  const visible = ready && url !== null;

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, onClose]);

  if (price.isSuccess && url === null) return null;
  if (!visible) return null;
  return createPortal(
    <div className={styles.overlay} onClick={onClose}>
      <div className={styles.modal} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('promo.title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('promo.close')}>
            <IconClose size={20} />
          </button>
        </div>
        <p className={styles.text}>{t('promo.text')}</p>
        <iframe className={styles.frame} src={url} title={t('trading.embed.frameTitle')} loading="lazy" referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups allow-forms" />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('promo.later')}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              void navigate(paths.trading.getHref());
            }}
          >
            {t('promo.go')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
