import { useTranslation } from '#web/lib/use-translation.ts';
import { Card } from '#web/components/card.tsx';
import { IconImage, IconList } from '#web/components/icons.tsx';
import { Switch } from '#web/components/switch.tsx';
import { formatNumber } from '#web/lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import layout from '../ui/page-layout.module.css';
import { LoadError, LoadingBlocks } from '../ui/query-state.tsx';
import { AdForm } from './ad-form.tsx';
import { useAdminAds, type AdminAd } from '../../api/get-admin-ads.ts';
import { useSetAdActive } from '../../api/set-ad-active.ts';
import styles from './ads-page.module.css';
import { dateTimeFormat } from '@fre/i18n/intl-formats';

/** /admin/ads: every ad with its impressions and clicks, switch on/off, and a create form. */
export function AdsPage() {
  const { t, i18n, ready } = useTranslation('admin-ads');
  const { t: ta } = useTranslation('admin');
  const ads = useAdminAds();
  const rows = ads.data?.pages.flatMap((page) => page.items) ?? [];
  const setActive = useSetAdActive();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'short' });
  const ctr = (ad: AdminAd) => (ad.impressions ? formatNumber((ad.clicks / ad.impressions) * 100, i18n.language, 1) + ' %' : '—');
  if (!ready) return <LoadingBlocks rows={3} />;
  return (
    <div className={layout.page}>
      <PageHeader title={ta('pages.ads.title')} description={t('description')} />
      <div className={`${layout.columns} ${styles.grid}`}>
        <Card title={t('list')} icon={<IconList size={16} />}>
          {ads.isPending ? (
            <LoadingBlocks rows={3} />
          ) : ads.isError ? (
            <LoadError error={ads.error} onRetry={() => void ads.refetch()} retrying={ads.isFetching} />
          ) : rows.length === 0 ? (
            <p className={layout.muted}>{t('none')}</p>
          ) : (
            <>
              <DataTable
                caption={t('list')}
                rows={rows}
                rowKey={(ad) => ad.id}
                columns={[
                  {
                    key: 'title',
                    header: t('fields.title'),
                    primary: true,
                    render: (ad) => (
                      <span className={styles.adTitle}>
                        {ad.imageUrl ? <img src={ad.imageUrl} alt="" className={styles.thumb} /> : null}
                        <span>
                          <strong>{ad.title}</strong>
                          <br />
                          <span className={layout.muted}>{t(`placements.${ad.placement}`)} · {ad.languages.join(', ').toUpperCase()}</span>
                        </span>
                      </span>
                    ),
                  },
                  { key: 'dates', header: t('dates'), render: (ad) => `${date.format(new Date(ad.startsAt))} → ${date.format(new Date(ad.endsAt))}` },
                  { key: 'impressions', header: t('impressions'), numeric: true, render: (ad) => formatNumber(ad.impressions, i18n.language) },
                  { key: 'clicks', header: t('clicks'), numeric: true, render: (ad) => formatNumber(ad.clicks, i18n.language) },
                  { key: 'ctr', header: t('ctr'), numeric: true, render: ctr },
                  {
                    key: 'active',
                    header: t('active'),
                    render: (ad) => (
                      <span className={styles.activeCell}>
                        <Switch
                          checked={ad.active}
                          label={t('toggle', { title: ad.title })}
                          busy={setActive.isPending && setActive.variables?.id === ad.id}
                          onChange={(active) => setActive.mutate({ id: ad.id, active })}
                        />
                        <Badge tone={ad.active ? 'gain' : 'neutral'}>{ad.active ? t('on') : t('off')}</Badge>
                      </span>
                    ),
                  },
                ]}
              />
              <LoadMore shown={rows.length} hasMore={ads.hasNextPage} loading={ads.isFetchingNextPage} onLoadMore={() => void ads.fetchNextPage()} />
            </>
          )}
        </Card>
        <Card title={t('new')} icon={<IconImage size={16} />}>
          <AdForm />
        </Card>
      </div>
    </div>
  );
}
