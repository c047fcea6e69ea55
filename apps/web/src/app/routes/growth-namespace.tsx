import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '../layout/page-fallback';

/** Group, contest, leaderboard and profile pages read the lazy `growth` texts: wait for them. */
export function WithGrowthTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('growth');
  return ready ? children : <PageFallback />;
}
