import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** True once the app's first screen has been painted: later mounts need not wait. */
let firstScreenPainted = false;
/** Callers waiting for their turn, in render order. */
const waiting: (() => void)[] = [];
let pumping = false;

/** The next caller's turn in a task of its own, once the browser has nothing more urgent to do. */
function next(): void {
  const schedule = typeof window.requestIdleCallback === 'function' ? (run: () => void) => window.requestIdleCallback(run, { timeout: 1_000 }) : (run: () => void) => window.setTimeout(run, 0);
  schedule(() => {
    const turn = waiting.shift();
    if (!turn) {
      firstScreenPainted = true;
      pumping = false;
      return;
    }
    turn();
    next();
  });
}

/**
 * False on the first screen's render, true after it is painted, one caller per task. For what the
 * first screen can show a moment later (the bell, the overlays, the extras under the mining
 * screen): their code, requests and renders come after the page's numbers, and none of them makes
 * one long task with the others (docs/decisions/029).
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(firstScreenPainted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Effects run once the frame is painted.
    waiting.push(() => {
      if (live) setReady(true);
    });
    if (!pumping) {
      pumping = true;
      next();
    }
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/**
 * `children` (a lazy part, suspending while its chunk loads) once the first screen is painted.
 * Only this component renders again when the turn comes, not the page around it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  if (!useAfterFirstPaint()) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
