import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageFallback } from '../layout/page-fallback.tsx';

/** Wallet, shop, trading and FRE guide pages read the lazy `ton` texts: wait for them. */
export function WithTonTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('ton');
  return ready ? children : <PageFallback />;
}
