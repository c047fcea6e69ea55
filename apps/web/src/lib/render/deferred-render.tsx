import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { i18n } from '../i18n.ts';
import type { LazyRoute } from './lazy-route.ts';

/**
 * One queue for what the app's first screen holds back (docs/decisions/029 and 036), in render
 * order, one turn per task so that no task renders two parts:
 * - `frame` turns (AfterFirstFrame): the end of the first page, a frame after it, each in a task;
 * - `paint` turns (AfterFirstPaint): lazy parts, once the browser reports the first paint, each
 *   fetched (code and texts) and then rendered in an idle task of its own.
 * Frame turns go first whenever both wait: they are the page itself.
 */
type Turn = { stage: 'frame' | 'paint'; load?: () => Promise<unknown>; show: () => void };

/** True from the boot until the parts held below the first frame have all shown. */
let holdingFrame = false;
/** True once the app's first screen has been painted and its lazy parts have shown: later mounts need not wait. */
let settled = false;
const waiting: Turn[] = [];
let pumping = false;
let paintReported: Promise<void> | undefined;
/** Who waits for the queue to be empty (heldPartsShown). */
const whenDrained: (() => void)[] = [];

/** Most a turn waits for the first paint to be reported (a browser that reports none). */
const PAINT_WAIT_MS = 3_000;

/**
 * Called by the boot before the app's first render: from then until they have shown, the parts
 * wrapped in `AfterFirstFrame` render after the first frame instead of in it, and those of
 * `AfterFirstPaint` after the first paint. Outside the boot (a page opened later, unit tests) frame
 * parts render at once.
 */
export function holdTheFirstScreen(): void {
  holdingFrame = true;
  settled = false;
}

/** `run` in a task of its own, once the browser has nothing more urgent to do. */
function whenIdle(run: () => void): void {
  // The page is gone (a test's document torn down while a part's code was still arriving): nothing to show.
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 1_000 });
  else window.setTimeout(run, 0);
}

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

/** The next turn: frame turns first, in a plain task; then paint turns, fetched then shown when idle. */
function next(): void {
  const frameIndex = waiting.findIndex((turn) => turn.stage === 'frame');
  if (frameIndex >= 0) {
    window.setTimeout(() => {
      const [turn] = waiting.splice(waiting.findIndex((item) => item.stage === 'frame'), 1);
      turn?.show();
      next();
    }, 0);
    return;
  }
  holdingFrame = false;
  if (waiting.length === 0) {
    settled = true;
    pumping = false;
    for (const resolve of whenDrained.splice(0)) resolve();
    return;
  }
  void (paintReported ??= firstPaintReported()).then(() =>
    whenIdle(() => {
      const index = waiting.findIndex((turn) => turn.stage === 'paint');
      // A frame turn arrived meanwhile: it goes first.
      if (index < 0 || waiting.some((turn) => turn.stage === 'frame')) return next();
      const [turn] = waiting.splice(index, 1);
      // A failed fetch still shows the part: it suspends and tries again (lazyRoute).
      void (turn!.load?.() ?? Promise.resolve()).catch(() => undefined).then(() =>
        whenIdle(() => {
          turn!.show();
          next();
        }),
      );
    }),
  );
}

/**
 * Resolves once every part queued so far has had its turn, its code and texts arrived. For the
 * tests: a part mounted by one test file keeps loading after the file's last assertion, and a
 * module still arriving when the test environment is torn down fails the whole run.
 */
export function heldPartsShown(): Promise<void> {
  return pumping ? new Promise((resolve) => whenDrained.push(resolve)) : Promise.resolve();
}

/** False until this part's turn; true at once when nothing is held any more. */
function useTurn(stage: Turn['stage'], load?: () => Promise<unknown>): boolean {
  const [ready, setReady] = useState(stage === 'frame' ? !holdingFrame : settled);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Effects run once the frame is painted.
    waiting.push({
      stage,
      load,
      show: () => {
        if (live) setReady(true);
      },
    });
    if (!pumping) {
      pumping = true;
      // After the other effects of this commit: every part of the first render is queued, in order.
      queueMicrotask(next);
    }
    return () => {
      live = false;
    };
    // `stage` and `load` are read once, at the first mount.
  }, [ready]);
  return ready;
}

/**
 * `children` after the app's first frame, in a task of their own: the first render draws the top
 * of the page (what the visitor looks at, and the largest paint), and the rest follows a frame later
 * instead of making that render and its layout one long task (docs/decisions/036). Wrap only what
 * nothing else on the first frame sits below (the end of a page, the footer), so that it appears
 * without moving anything already on screen.
 */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  return useTurn('frame') ? <>{children}</> : null;
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
  const ready = useTurn('paint', () => Promise.all([Part.preload(), i18n.loadNamespaces(namespaces)]));
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
