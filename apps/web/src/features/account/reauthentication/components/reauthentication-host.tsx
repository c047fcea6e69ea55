import type { ReauthMethods } from '@fre/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { focusIsLost, focusPageHeading } from '#web/lib/focus/page-heading.ts';
import { setReauthenticationAsker } from '#web/lib/reauthentication.ts';

// Seen a few times in an account's life: its code loads when a request first needs it.
const ReauthenticationDialog = lazy(() => import('./reauthentication-dialog.tsx').then((m) => ({ default: m.ReauthenticationDialog })));

interface Asked {
  methods: ReauthMethods;
  resolve: (proved: boolean) => void;
}

/**
 * Answers the API client's "prove it is you" (lib/reauthentication.ts) in the signed-in app: the
 * dialog opens over the page, and the action the player asked for goes on once they proved
 * themselves, or fails with its refusal when they cancel.
 */
export function ReauthenticationHost() {
  const [asked, setAsked] = useState<Asked | null>(null);
  useEffect(() => {
    setReauthenticationAsker((methods) => new Promise((resolve) => setAsked({ methods, resolve })));
    return () => setReauthenticationAsker(null);
  }, []);
  if (!asked) return null;
  const finish = (proved: boolean) => {
    asked.resolve(proved);
    setAsked(null);
    // The button whose action asked is busy until that action ends, then takes the focus back
    // itself (Button); with none waiting, the page's heading has it (WCAG 2.4.3).
    window.setTimeout(() => {
      if (focusIsLost() && !document.querySelector('button[aria-busy="true"]')) focusPageHeading({ preventScroll: true });
    }, 0);
  };
  return (
    <Suspense fallback={null}>
      <ReauthenticationDialog methods={asked.methods} onProved={() => finish(true)} onCancel={() => finish(false)} />
    </Suspense>
  );
}
