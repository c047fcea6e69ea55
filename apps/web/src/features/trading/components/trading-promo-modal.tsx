import { useTranslation } from '#web/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { usePrice } from '#web/lib/price/get-price.ts';
import styles from './trading-promo-modal.module.css';

/**
 * 'Tradez votre $FRE !' with the embedded trading page, 'Go to trading' and 'Later'. Shown only when
 * a trading page is configured and a price is known: without a venue there is nothing to promote.
 * The app's Modal: it opens by itself, so on closing focus goes back to where it was, or to the
 * page's heading.
 */
export default function TradingPromoModal({ onClose }: { onClose: () => void }) {
  const { t, ready } = useTranslation('trading');
  const price = usePrice();
  const navigate = useNavigate();
  const url = price.data?.tradingUrl ?? null;
  if (!ready || url === null) return null;
  return (
    <Modal
      title={t('promo.title')}
      closeLabel={t('promo.close')}
      onClose={onClose}
      className={styles.modal}
      footer={
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
      }
    >
      <p className={styles.text}>{t('promo.text')}</p>
      <iframe className={styles.frame} src={url} title={t('embed.frameTitle')} loading="lazy" referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups allow-forms" />
    </Modal>
  );
}
