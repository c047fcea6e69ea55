import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/button.tsx';
import { IconShield } from '#web/components/icons.tsx';
import { focusIsLost, focusPageHeading } from '#web/lib/focus/page-heading.ts';
import { reserveSpaceFor } from '#web/lib/consent/reserve-space.ts';
import styles from './consent.module.css';

interface CookiePopupProps {
  onAcceptAll: () => void;
  /** "Decline", and Escape inside the notice. */
  onDecline: () => void;
  onCustomise: () => void;
  /** Back from the privacy dialog: focus returns to the Customise button that opened it. */
  focusCustomise?: boolean;
}

/**
 * First-visit cookie notice at the bottom of the screen; the page stays usable behind it. Compact
 * (small print, Customise inside the text, the two answers side by side), and the page gets room
 * at its end for what it covers: on a phone the landing's main button stays visible and tappable.
 *
 * Decision: Escape inside the notice is the "Decline" answer (necessary cookies only), saved like
 * the button. Escape means "not now, go away": it must never grant tracking, and a notice that
 * ignored it, or vanished without saving, would come back on every page. The choice can be changed
 * at any time from the footer's privacy settings.
 */
export function CookiePopup({ onAcceptAll, onDecline, onCustomise, focusCustomise = false }: CookiePopupProps) {
  const { t } = useTranslation('consent');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const customiseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusCustomise) customiseRef.current?.focus();
  }, [focusCustomise]);
  useLayoutEffect(() => (ref.current ? reserveSpaceFor(ref.current) : undefined), []);
  /**
   * Answered from inside (keyboard or tap): focus goes to the page's heading once the notice is
   * gone. Moved from the answer, not from an effect cleanup: whether a cleanup runs before or after
   * the node leaves the page differs between React and Preact.
   */
  const answer = (choice: () => void) => () => {
    const fromInside = Boolean(ref.current?.contains(document.activeElement));
    choice();
    if (!fromInside) return;
    window.setTimeout(() => {
      if (focusIsLost()) focusPageHeading({ preventScroll: true });
    }, 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    answer(onDecline)();
  };

  return (
    <div
      className={styles.popup}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      ref={ref}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className={styles.popupTitle}>
        <IconShield size={20} />
        {t('popup.title')}
      </h2>
      <p className={styles.popupText}>
        {t('popup.text')}{' '}
        <Link to={paths.cookies.getHref()} className={styles.link}>
          {t('popup.policy')}
        </Link>
        <span aria-hidden="true"> · </span>
        <button ref={customiseRef} type="button" className={styles.textButton} onClick={onCustomise} data-consent="customise">
          {t('popup.customise')}
        </button>
      </p>
      <div className={styles.popupActions}>
        <Button variant="secondary" onClick={answer(onDecline)} data-consent="decline">
          {t('popup.decline')}
        </Button>
        <Button onClick={answer(onAcceptAll)} data-consent="accept">
          {t('popup.acceptAll')}
        </Button>
      </div>
    </div>
  );
}
