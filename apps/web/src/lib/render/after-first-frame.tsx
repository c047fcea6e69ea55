import { useEffect, useState, type ReactNode } from 'react';

/** True from the boot until the parts held back from the app's first render have all shown. */
let holding = false;
/** The held parts, in render order (top of the page first). */
const waiting: (() => void)[] = [];
let pumping = false;

/**
 * Called by the boot before the app's first render: from then until they have shown, the parts
 * wrapped in `AfterFirstFrame` render after the first frame instead of in it. Outside the boot (a
 * page opened later, unit tests) they render at once.
 */
export function holdBelowTheFirstFrame(): void {
  holding = true;
}

/** Shows the next held part in a task of its own, so that no task renders two of them. */
function pump(): void {
  window.setTimeout(() => {
    const show = waiting.shift();
    if (!show) {
      holding = false;
      pumping = false;
      return;
    }
    show();
    pump();
  }, 0);
}

/**
 * `children` after the app's first frame, in a task of their own: the first render draws the top
 * of the page (what the visitor looks at, and the largest paint), and the rest follows a frame later
 * instead of making that render and its layout one long task (docs/decisions/036). Wrap only what
 * nothing else on the first frame sits below (the end of a page, the footer), so that it appears
 * without moving anything already on screen.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(!holding);
  useEffect(() => {
    if (shown) return;
    let live = true;
    // Effects run once the first frame is painted.
    waiting.push(() => {
      if (live) setShown(true);
    });
    if (!pumping) {
      pumping = true;
      pump();
    }
    return () => {
      live = false;
    };
  }, [shown]);
  return shown ? <>{children}</> : null;
}
