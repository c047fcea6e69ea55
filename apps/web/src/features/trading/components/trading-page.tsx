import { PRICE } from '@fre/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { IconBarChart } from '../../../components/icons';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { usePrice } from '../api/get-price';
import { PriceCard } from './price-card';
import { PriceUnavailable } from './price-unavailable';
import { TradingEmbed } from './trading-embed';
import styles from './trading-page.module.css';

const PriceChart = lazy(() => import('./price-chart'));

/** /trading: the FRE price, its 24-hour change and history, and the external trading page. */
export function TradingPage() {
  const { t } = useTranslation('ton');
  const price = usePrice();
  return (
    <div className={styles.page}>
      <PageHeader title={t('trading.title')} subtitle={t('trading.subtitle')} />
      {price.isPending ? <Skeleton blocks={[132, 260]} label={t('price.loading')} /> : null}
      {price.isError ? <LoadError text={t('price.loadError')} onRetry={() => void price.refetch()} retrying={price.isFetching} /> : null}
      {price.isSuccess && price.data === null ? <PriceUnavailable onRetry={() => void price.refetch()} retrying={price.isFetching} /> : null}
      {price.data ? (
        <>
          <PriceCard price={price.data} />
          <Card title={t('trading.chart.title', { days: PRICE.historyDays })} icon={<IconBarChart size={16} />}>
            {price.data.history.length > 1 ? (
              <Suspense fallback={<Skeleton blocks={[220]} label={t('price.loading')} />}>
                <PriceChart history={price.data.history} label={t('trading.chart.label', { points: price.data.history.length })} />
              </Suspense>
            ) : (
              <p className={styles.few}>{t('trading.chart.few')}</p>
            )}
          </Card>
        </>
      ) : null}
      {price.isSuccess ? <TradingEmbed url={price.data?.tradingUrl ?? null} /> : null}
    </div>
  );
}
