import type { ShopItem } from '@fre/domain';
import { SHOP_KINDS } from '@fre/domain';
import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { paths } from '#web/config/paths.ts';
import { Banner, ErrorBanner } from '#web/components/banner.tsx';
import { ButtonLink } from '#web/components/button.tsx';
import { IconAlert, IconWallet } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { useUser } from '#web/lib/auth/get-me.ts';
import { isApiError } from '#web/lib/api-error.ts';
import { AfterFirstFrame } from '#web/lib/render/deferred-render.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';
import { useApiErrorText } from '#web/lib/use-api-error-text.ts';
import { useCreateOrder, type StarsOrder, type TonOrder } from '../api/create-order.ts';
import { useShop } from '../api/get-shop.ts';
import { useStarsPurchase } from '../hooks/use-stars-purchase.ts';
import { ShopClosed } from './shop-closed.tsx';
import { ShopItemCard } from './shop-item-card.tsx';
import styles from './shop-page.module.css';
import { ShopSetup } from './shop-setup.tsx';
import { StarsOrderPanel } from './stars-order-panel.tsx';

/*
 * The payment panel shows only once the player buys: its code (the wallet link, the copy buttons,
 * the payment details) is fetched when they tap Buy, in parallel with the order, not with the page
 * (four more files in the shop's first load; docs/decisions/029). The panel opens once both are in.
 */
const OrderPanel = lazyRoute(() => import('./order-panel.tsx').then((module) => ({ default: module.OrderPanel })));

/** The first section's cards on the first screen at 390×844 (under the wallet banner); its others follow a frame later, one per task (decision 036). */
const FIRST_FRAME_CARDS = 2;

/**
 * /shop: packs, boost boxes and FRE boxes paid in TON; buying opens the order's payment panel.
 * Inside Telegram they are paid in Stars through Telegram's payment sheet, TON is not offered
 * (Telegram's rules for digital goods, decision 045).
 */
export function ShopPage() {
  const { t } = useTranslation('shop');
  const errorText = useApiErrorText();
  const { data: user } = useUser();
  const shop = useShop();
  const create = useCreateOrder();
  const stars = useStarsPurchase();
  const inTelegram = isInTelegram();
  const [order, setOrder] = useState<{ created: TonOrder; item: ShopItem } | null>(null);
  const [starsOrder, setStarsOrder] = useState<{ created: StarsOrder; item: ShopItem } | null>(null);
  const [sheetClosed, setSheetClosed] = useState<'cancelled' | 'failed' | null>(null);
  const [panelError, setPanelError] = useState<unknown>(null);

  if (!user) return null;
  const linked = user.tonWallet;
  const disabled = shop.isError && isApiError(shop.error) && shop.error.code === 'feature_disabled';
  // Nothing priced (a fresh install): the page says why once, instead of a list of unsellable cards.
  const priced = shop.data?.items.some((item) => (inTelegram ? item.stars : item.price) !== null) ?? false;
  const catalogue = priced ? shop.data : undefined;

  const onPayWithStars = (item: ShopItem) => {
    setSheetClosed(null);
    stars.mutate(item.id, {
      onSuccess: ({ order: created, status }) => {
        if (status === 'paid' || status === 'pending') setStarsOrder({ created, item });
        else setSheetClosed(status);
      },
    });
  };

  const onBuy = (item: ShopItem) => {
    setPanelError(null);
    const panel = OrderPanel.preload();
    // The order may fail first: its own error shows, the panel's fetch then has nobody to tell.
    panel.catch(() => undefined);
    // A panel whose code cannot be fetched (connection lost) is said here, not by the app's error
    // screen; the next tap on Buy fetches it again (lazyRoute).
    create.mutate(item.id, { onSuccess: (created) => void panel.then(() => setOrder({ created, item }), setPanelError) });
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} subtitle={inTelegram ? t('subtitleStars') : t('subtitle')} />
      {starsOrder ? (
        <StarsOrderPanel
          key={starsOrder.created.orderId}
          order={starsOrder.created}
          item={starsOrder.item}
          onClose={() => {
            setStarsOrder(null);
            stars.reset();
          }}
        />
      ) : null}
      {stars.error ? (
        <ErrorBanner>
          {errorText(stars.error)}
        </ErrorBanner>
      ) : null}
      {sheetClosed ? (
        <Banner tone={sheetClosed === 'cancelled' ? 'info' : 'error'} icon={<IconAlert />}>
          {t(`order.stars.${sheetClosed}`)}
        </Banner>
      ) : null}
      {order && linked ? (
        <OrderPanel
          key={order.created.orderId}
          order={order.created}
          item={order.item}
          linkedWallet={linked}
          onClose={() => {
            setOrder(null);
            create.reset();
          }}
        />
      ) : null}
      {create.error || panelError ? (
        <ErrorBanner>
          {errorText(create.error ?? panelError)}
        </ErrorBanner>
      ) : null}

      {shop.isPending ? <Skeleton blocks={[120, 120, 120, 120]} label={t('loading')} /> : null}
      {disabled ? (
        <Banner tone="info" icon={<IconAlert />}>
          {t('disabled')}
        </Banner>
      ) : shop.isError ? (
        <LoadError text={t('loadError')} onRetry={() => void shop.refetch()} retrying={shop.isFetching} />
      ) : null}

      {shop.data && !priced ? <ShopClosed /> : null}
      {shop.data && (!shop.data.configured || !priced) && user.role === 'admin' && !inTelegram ? <ShopSetup configured={shop.data.configured} priced={priced} /> : null}
      {catalogue && !catalogue.configured && !inTelegram ? (
        <Banner tone="info" icon={<IconAlert />}>
          {t('notConfigured')}
        </Banner>
      ) : null}
      {catalogue && catalogue.configured && !linked && !inTelegram ? (
        <Banner tone="info" icon={<IconWallet />} action={<ButtonLink to={paths.wallet.getHref()} variant="ton">{t('linkWallet')}</ButtonLink>}>
          {t('walletRequired')}
        </Banner>
      ) : null}

      {catalogue
        ? SHOP_KINDS.filter((kind) => catalogue.items.some((item) => item.kind === kind)).map((kind, index) => {
            const items = catalogue.items.filter((item) => item.kind === kind);
            const section = (
              <section key={kind} className={styles.section} aria-labelledby={`shop-${kind}`}>
                <div className={styles.sectionHead}>
                  <h2 id={`shop-${kind}`} className={styles.sectionTitle}>
                    {t(`sections.${kind}.title`)}
                  </h2>
                  <p className={styles.sectionText}>{t(`sections.${kind}.text`)}</p>
                </div>
                <ul className={styles.list}>
                  {items.map((item, position) => {
                    const card = (
                      inTelegram ? (
                        <ShopItemCard
                          key={item.id}
                          item={item}
                          payment="stars"
                          canBuy={!starsOrder && !stars.isPending}
                          buying={stars.isPending && stars.variables === item.id}
                          onBuy={onPayWithStars}
                        />
                      ) : (
                        <ShopItemCard
                          key={item.id}
                          item={item}
                          canBuy={catalogue.configured && Boolean(linked) && !order}
                          buying={create.isPending && create.variables === item.id}
                          onBuy={onBuy}
                        />
                      )
                    );
                    return index === 0 && position >= FIRST_FRAME_CARDS ? <AfterFirstFrame key={item.id}>{card}</AfterFirstFrame> : card;
                  })}
                </ul>
              </section>
            );
            // The first section in the first frame (its first cards), each other one in a task of its own after it (decision 036).
            return index === 0 ? section : <AfterFirstFrame key={kind}>{section}</AfterFirstFrame>;
          })
        : null}
    </div>
  );
}
