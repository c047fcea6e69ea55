import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenPrivacySettings, readConsent } from '#web/lib/consent/consent-storage.ts';

const ConsentOverlays = lazy(() => import('./consent-overlays.tsx').then((m) => ({ default: m.ConsentOverlays })));

/**
 * Mounted once for every page. Weighs almost nothing: the popup and the dialog are a lazy chunk,
 * fetched only when the visitor has not chosen yet or opens the privacy settings.
 */
export function ConsentHost() {
  const [mode, setMode] = useState<'none' | 'popup' | 'dialog'>('none');
  useEffect(() => {
    if (!readConsent()) setMode('popup');
    return onOpenPrivacySettings(() => setMode('dialog'));
  }, []);
  if (mode === 'none') return null;
  return (
    <Suspense fallback={null}>
      <ConsentOverlays initial={mode} onDone={() => setMode('none')} />
    </Suspense>
  );
}
