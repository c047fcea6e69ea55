import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconBarChart } from '#web/components/icons.tsx';
import type { Price } from '#web/lib/price/get-price.ts';
import { NO_BREAK_SPACE } from '#web/lib/typeset.ts';
import { formatChange, formatUnitPrice, formatUsd } from '#web/lib/price/price-format.ts';
import styles from './price-card.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** The current FRE price in TON and USD, and its 24-hour change in green or red. */
export function PriceCard({ price }: { price: Price }) {
  const { t, i18n } = useTranslation('trading');
  const language = i18n.language;
  const change = price.change24h === null ? null : Number(price.change24h);
  const tone = change === null || change === 0 ? styles.flat : change > 0 ? styles.up : styles.down;
  return (
    <Card title={t('price.title')} icon={<IconBarChart size={16} />}>
      <p className={`${styles.price} tabular`}>
        {formatUnitPrice(price.priceTon, language)}
        {NO_BREAK_SPACE}
        <span className={styles.unit}>TON</span>
      </p>
      <div className={styles.meta}>
        {price.priceUsd ? <span className="tabular">{formatUsd(Number(price.priceUsd), language)}</span> : null}
        {change !== null ? (
          <span className={`${styles.change} ${tone} tabular`} aria-label={t('price.change', { change: formatChange(price.change24h!, language) })}>
            {change > 0 ? '▲' : change < 0 ? '▼' : '■'} {formatChange(price.change24h!, language)} <span className={styles.period}>{t('price.period')}</span>
          </span>
        ) : null}
      </div>
      <p className={styles.updated}>
        {t('price.updated', { time: dateTimeFormat(language, { timeStyle: 'short' }).format(new Date(price.updatedAt)) })}
      </p>
    </Card>
  );
}
