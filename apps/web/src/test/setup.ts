import { ACCOUNT } from '@fre/domain';
import { cleanup } from '@testing-library/react';
import { reportReachable } from '#web/lib/offline/reachability.ts';
import { afterAll, afterEach, beforeEach } from 'vitest';

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
