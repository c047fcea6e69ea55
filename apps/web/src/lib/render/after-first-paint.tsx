import { Suspense, useEffect, useState } from 'react';
import { i18n } from '../i18n';
import type { LazyRoute } from './lazy-route';

/** True once the app's first screen has been painted: later mounts need not wait. */
let firstScreenPainted = false;
/** Callers waiting for their turn, in render order: what to fetch, then how to show it. */
const waiting: { load: () => Promise<unknown>; show: () => void }[] = [];
let pumping = false;

/** `run` in a task of its own, once the browser has nothing more urgent to do. */
function whenIdle(run: () => void): void {
  // The page is gone (a test's document torn down while a part's code was still arriving): nothing to show.
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1_000 });
  else window.setTimeout(run, 0);
}

/** Most a turn waits for the first paint to be reported (a browser that reports none). */
const PAINT_WAIT_MS = 3_000;

/**
 * Resolves once the browser reports the first contentful paint: the page is on screen, not only
 * drawn by the main thread. Requests started before that still counted as part of the page's
 * first screen (they were in flight when its largest paint showed).
 */
function firstPaintReported(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const timer = window.setTimeout(done, PAINT_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) done();
    });
    function done() {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The next caller's turn: its code and texts are fetched first, and it renders in an idle task of
 * its own once they are in. Rendered as they arrive instead, parts sharing a chunk or a namespace
 * rendered together in the task that received it: one long task (docs/decisions/029).
 */
function next(): void {
  whenIdle(() => {
    const turn = waiting.shift();
    if (!turn) {
      firstScreenPainted = true;
      pumping = false;
      return;
    }
    // A failed fetch still shows the part: it suspends and tries again (lazyRoute).
    void turn.load().catch(() => undefined).then(() =>
      whenIdle(() => {
        turn.show();
        next();
      }),
    );
  });
}

/** False on the first screen's render; true once the first screen is painted and `load` is done, one caller per task. */
function useAfterFirstPaint(load: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(firstScreenPainted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Effects run once the frame is painted.
    waiting.push({
      load,
      show: () => {
        if (live) setReady(true);
      },
    });
    if (!pumping) {
      pumping = true;
      void firstPaintReported().then(next);
    }
    return () => {
      live = false;
    };
    // `load` is read once, at the first mount.
  }, [ready]);
  return ready;
}

interface AfterFirstPaintProps {
  /** A lazy part the first screen can show a moment later (the bell, the overlays, the extras under the mining screen). */
  part: LazyRoute;
  /** The translation namespaces it reads, fetched with its code so it renders once, whole. */
  namespaces: string[];
}

/**
 * `part` once the first screen is painted: its code, requests and renders come after the page's
 * numbers, and none of them makes one long task with the others (docs/decisions/029). Only this
 * component renders again when the turn comes, not the page around it.
 */
export function AfterFirstPaint({ part: Part, namespaces }: AfterFirstPaintProps) {
  const ready = useAfterFirstPaint(() => Promise.all([Part.preload(), i18n.loadNamespaces(namespaces)]));
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
