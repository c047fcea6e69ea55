import { ACCOUNT } from '@fre/domain';
import { cleanup, configure } from '@testing-library/react';
import { reportReachable } from '#web/lib/offline/reachability.ts';
import { heldPartsShown } from '#web/lib/render/deferred-render.tsx';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

// A page part loaded lazily (the maintenance screen, a dialog) is transformed on its first import:
// on two cores shared with other work that took 1.4 s, past Testing Library's 1 s for `findBy…`.
// Waiting longer hides no bug: a part that never comes still fails, later.
configure({ asyncUtilTimeout: 5_000 });

// As after signing in: the app asks the (mocked) API who is signed in; guests are mocked as 401.
beforeEach(() => {
  document.cookie = `${ACCOUNT.signedInCookie}=1; path=/`;
});

afterEach(() => {
  cleanup();
  // Files share one page (isolate: false): what a test put in the page outside Testing Library goes too.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  // A test whose fetch failed left the app offline (lib/offline/reachability.ts): the next starts online.
  reportReachable();
});

/*
 * Preact runs effects after the next frame, with a 100 ms timer as a fallback that cancels the
 * frame. A file that ends with such a run pending tore jsdom down first, and the timer then threw
 * "cancelAnimationFrame is not defined" into the whole run (seen on a busy CI machine). One more
 * frame lets every pending run take its frame, and cancel its timer, while jsdom is still here.
 */
afterAll(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

/*
 * A part shown after the first paint (the layout's overlays, the top bar's bell) starts loading its
 * code once the test has rendered, and often finishes after the test's last assertion. Files share
 * one environment (isolate: false): a module still arriving when it is torn down, at the end of the
 * worker's last file, failed the run ("Cannot load … after the environment was torn down", seen
 * on CI with the layout's overlays). Each file waits for its parts.
 */
// Not under fake timers: the queue's turns would wait for a clock nobody moves.
afterAll(() => (vi.isFakeTimers() ? undefined : heldPartsShown()));
