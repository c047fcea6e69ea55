import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatBalance } from '#web/lib/format.ts';
import type { ClaimResult } from '../api/claim-mining.ts';
import type { MiningPhase } from '../session-view.ts';

interface MiningAnnouncerProps {
  phase: MiningPhase;
  /** The last claim made on this page. */
  claim: ClaimResult | null;
}

/**
 * Tells screen readers, once and politely, what changed: the session started, it is ready to
 * claim, the amount claimed. The ring's countdown (every second) and earnings (every 2 s) are not
 * live regions: they are read when the player asks, never by themselves. The toast a start shows
 * (started-toast.tsx) is not one either: this says the start once. A session found running or
 * ended when the page opens is not announced (the page says so).
 */
export function MiningAnnouncer({ phase, claim }: MiningAnnouncerProps) {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState('');
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    if (phase === 'running') setMessage(t('mining.announce.started'));
    else if (phase === 'ended') setMessage(t('mining.announce.ready'));
  }, [phase, t]);
  useEffect(() => {
    if (claim) setMessage(t('mining.announce.claimed', { amount: formatBalance(claim.claimed, i18n.language) }));
  }, [claim, t, i18n.language]);
  return (
    <p role="status" className="visually-hidden">
      {message}
    </p>
  );
}
