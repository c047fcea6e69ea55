import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '../layout/page-fallback';

/** Waits for a lazy translation namespace before showing the page (no flash of keys). */
export function WithTexts({ ns, children }: { ns: 'engage' | 'legal'; children: ReactNode }) {
  const { ready } = useTranslation(ns);
  return ready ? children : <PageFallback />;
}
