import { ACCOUNT } from '@fre/domain';
import { cleanup } from '@testing-library/react';
import { reportReachable } from '#web/lib/offline/reachability.ts';
import { afterEach, beforeEach } from 'vitest';

// As after signing in: the app asks the (mocked) API who is signed in; guests are mocked as 401.
beforeEach(() => {
  document.cookie = `${ACCOUNT.signedInCookie}=1; path=/`;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A test whose fetch failed left the app offline (lib/offline/reachability.ts): the next starts online.
  reportReachable();
});
