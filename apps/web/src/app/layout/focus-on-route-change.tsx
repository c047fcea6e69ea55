import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusIsLost, focusPageHeading } from '#web/lib/focus/page-heading.ts';

/** How long a new page may take to show its heading (lazy chunk, then its data). */
const WAIT_MS = 10_000;

/** True once the visitor has pressed a key or tapped: before that, route changes are redirects. */
let acted = false;
if (typeof document !== 'undefined') {
  const note = () => {
    acted = true;
  };
  document.addEventListener('keydown', note, { capture: true, once: true });
  document.addEventListener('pointerdown', note, { capture: true, once: true });
}

/**
 * After a route change, focus moves to the new page's heading (WCAG 2.4.3): a screen reader reads
 * the new page from its title and Tab goes on from there, not from the link pressed on the page
 * before. Lazy pages show their heading later: it is awaited. Focus someone put elsewhere in the
 * meantime (a field, a dialog that opened) stays where it is, and a redirect before the visitor
 * did anything leaves the document's start (the skip link) alone. A navigation that keeps the
 * path (a list's filters in the query, a form's next step in the history state) moves focus only
 * when what had it is gone. A link to a part of a page (`/profile#push-settings`) is kept to its
 * word: that part, once rendered, is scrolled into view and focused instead of the heading.
 */
export function FocusOnRouteChange() {
  const { pathname, key, hash } = useLocation();
  const handled = useRef({ pathname, key });
  useEffect(() => {
    const previous = handled.current;
    if (previous.key === key) return;
    handled.current = { pathname, key };
    if (!acted) return;
    if (previous.pathname === pathname && !focusIsLost()) return;
    const from = document.activeElement;
    // Still on the pressed link, or on nothing since the old page went away.
    const free = () => {
      const active = document.activeElement;
      return focusIsLost() || (active === from && !active?.closest('[role="dialog"]'));
    };
    const attempt = () => !free() || (hash ? focusPart(hash.slice(1)) : focusPageHeading());
    if (attempt()) return;
    const observer = new MutationObserver(() => {
      if (attempt()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    // Attributes too: a part that was there but disabled becomes focusable without a node added.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return stop;
  }, [pathname, key, hash]);
  return null;
}

/**
 * The part of the page `id` names, in the middle of the screen and focused; false while it is not
 * rendered or cannot take focus yet (a control disabled until it knows its state).
 */
function focusPart(id: string): boolean {
  const part = document.getElementById(decodeURIComponent(id));
  if (!part) return false;
  part.focus({ preventScroll: true });
  if (document.activeElement !== part) return false;
  part.scrollIntoView({ block: 'center' });
  return true;
}
