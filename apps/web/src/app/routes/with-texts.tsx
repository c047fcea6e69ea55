import type { ReactNode } from 'react';
import type { Namespace } from '@fre/i18n';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageFallback } from '../layout/page-fallback.tsx';

/** Namespaces a page may wait for: all but the ones the app starts with and the server's own. */
type LazyNamespace = Exclude<Namespace, 'web' | 'errors' | 'email' | 'server'>;

/**
 * Waits for the lazy translation namespaces a page reads before showing it (no flash of keys).
 * Several namespaces of one loading unit arrive in one request (packages/i18n/src/loading-units.ts).
 */
export function WithTexts({ ns, children }: { ns: LazyNamespace | LazyNamespace[]; children: ReactNode }) {
  const { ready } = useTranslation(ns);
  return ready ? children : <PageFallback />;
}
