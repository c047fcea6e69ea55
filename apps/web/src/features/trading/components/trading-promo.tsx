import { TIMERS } from '@fre/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useUser } from '#web/lib/auth/get-me.ts';

const TradingPromoModal = lazy(() => import('./trading-promo-modal.tsx'));

/** Once per app load, not per mount. */
let shownThisLoad = false;

/**
 * The trading promotion: 3 s after the signed-in area opens, once per app load. Tiny on purpose
 * (it sits in the app layout); the modal, its texts and the price are loaded only when it opens.
 */
export function TradingPromo() {
  const { data: user } = useUser();
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn || shownThisLoad) return;
    const timer = setTimeout(() => {
      shownThisLoad = true;
      setOpen(true);
    }, TIMERS.tradingModalMs);
    return () => clearTimeout(timer);
  }, [signedIn]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TradingPromoModal onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/** For tests: a new app load. */
export const resetTradingPromo = () => {
  shownThisLoad = false;
};
