import { TIMERS } from '@fre/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ALL_ACCEPTED, ALL_DECLINED, readConsent, saveConsent, type PrivacySettings } from '#web/lib/consent/consent-storage.ts';
import { CookiePopup } from './cookie-popup.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';

interface ConsentOverlaysProps {
  /** 'popup': first visit (shown after TIMERS.cookiePopupMs); 'dialog': the privacy settings. */
  initial: 'popup' | 'dialog';
  onDone: () => void;
}

/**
 * The cookie popup and the privacy dialog, with the choice saved on the device.
 * Leaving the dialog without saving (Escape, ×) while nothing was ever chosen goes back to the
 * popup, focus on its Customise button: the question stays asked, nothing is decided for the visitor.
 */
export function ConsentOverlays({ initial, onDone }: ConsentOverlaysProps) {
  const { ready } = useTranslation('consent');
  const [view, setView] = useState<'waiting' | 'popup' | 'back-to-popup' | 'dialog'>(initial === 'popup' ? 'waiting' : 'dialog');
  useEffect(() => {
    if (view !== 'waiting') return;
    const timer = window.setTimeout(() => setView('popup'), TIMERS.cookiePopupMs);
    return () => window.clearTimeout(timer);
  }, [view]);

  const choose = (settings: PrivacySettings) => {
    saveConsent(settings);
    onDone();
  };

  if (!ready || view === 'waiting') return null;
  if (view === 'popup' || view === 'back-to-popup') {
    return (
      <CookiePopup
        onAcceptAll={() => choose(ALL_ACCEPTED)}
        onDecline={() => choose(ALL_DECLINED)}
        onCustomise={() => setView('dialog')}
        focusCustomise={view === 'back-to-popup'}
      />
    );
  }
  return <PrivacyDialog initial={readConsent() ?? ALL_DECLINED} onSave={choose} onClose={() => (readConsent() ? onDone() : setView('back-to-popup'))} />;
}
