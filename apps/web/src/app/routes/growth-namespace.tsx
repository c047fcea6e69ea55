import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageFallback } from '../layout/page-fallback.tsx';

/** Group, contest, leaderboard and profile pages read the lazy `growth` texts: wait for them. */
export function WithGrowthTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('growth');
  return ready ? children : <PageFallback />;
}
