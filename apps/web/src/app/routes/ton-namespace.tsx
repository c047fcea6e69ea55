import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PageFallback } from '../layout/page-fallback';

/** Wallet, shop, trading and FRE guide pages read the lazy `ton` texts: wait for them. */
export function WithTonTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('ton');
  return ready ? children : <PageFallback />;
}
