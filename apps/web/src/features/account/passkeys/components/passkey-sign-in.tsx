import { lazy, Suspense, useEffect, useState } from 'react';
import { isInTelegram } from '#web/lib/telegram/launch-params.ts';

const PasskeySignInPanel = lazy(() => import('./passkey-sign-in-panel.tsx').then((module) => ({ default: module.PasskeySignInPanel })));

/**
 * Sign-in with a passkey on /login, kept off the page's first load: once the browser is idle, and
 * only where passkeys exist at all, the panel (its texts and SimpleWebAuthn) is fetched.
 */
export function PasskeySignIn() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Checked here rather than through lib/webauthn, which would join the page's first load. None inside Telegram (decision 045).
    if (typeof window.PublicKeyCredential !== 'function' || isInTelegram()) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setReady(true), 300);
    return () => window.clearTimeout(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PasskeySignInPanel />
    </Suspense>
  );
}
