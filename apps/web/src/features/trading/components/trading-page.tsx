import { PRICE } from '@fre/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconBarChart } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { usePrice } from '#web/lib/price/get-price.ts';
import { PriceCard } from './price-card.tsx';
import { PriceUnavailable } from './price-unavailable.tsx';
import { TradingEmbed } from './trading-embed.tsx';
import styles from './trading-page.module.css';

const PriceChart = lazy(() => import('./price-chart.tsx'));

/** /trading: the FRE price, its 24-hour change and history, and the external trading page. */
export function TradingPage() {
  const { t } = useTranslation(['trading', 'price']);
  const price = usePrice();
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {price.isPending ? <Skeleton blocks={[132, 260]} label={t('price:loading')} /> : null}
      {price.isError ? <LoadError text={t('price:loadError')} onRetry={() => void price.refetch()} retrying={price.isFetching} /> : null}
      {price.isSuccess && price.data === null ? <PriceUnavailable onRetry={() => void price.refetch()} retrying={price.isFetching} /> : null}
      {price.data ? (
        <>
          <PriceCard price={price.data} />
          <Card title={t('chart.title', { days: PRICE.historyDays })} icon={<IconBarChart size={16} />}>
            {price.data.history.length > 1 ? (
              <Suspense fallback={<Skeleton blocks={[220]} label={t('price:loading')} />}>
                <PriceChart history={price.data.history} label={t('chart.label', { points: price.data.history.length })} />
              </Suspense>
            ) : (
              <p className={styles.few}>{t('chart.few')}</p>
            )}
          </Card>
        </>
      ) : null}
      {price.isSuccess ? <TradingEmbed url={price.data?.tradingUrl ?? null} /> : null}
    </div>
  );
}
