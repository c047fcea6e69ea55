import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageFallback } from '../layout/page-fallback.tsx';

/** The KYC and withdrawal pages read the lazy `cashout` texts: wait for them. */
export function WithCashoutTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('cashout');
  return ready ? children : <PageFallback />;
}
