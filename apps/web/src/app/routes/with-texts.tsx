import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageFallback } from '../layout/page-fallback.tsx';

type LazyNamespace = 'engage' | 'legal' | 'security' | 'two-step' | 'passkeys' | 'my-data';

/** Waits for lazy translation namespaces before showing the page (no flash of keys). */
export function WithTexts({ ns, children }: { ns: LazyNamespace | LazyNamespace[]; children: ReactNode }) {
  const { ready } = useTranslation(ns);
  return ready ? children : <PageFallback />;
}
