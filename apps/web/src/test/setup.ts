import { ACCOUNT } from '@fre/domain';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// As after signing in: the app asks the (mocked) API who is signed in; guests are mocked as 401.
beforeEach(() => {
  document.cookie = `${ACCOUNT.signedInCookie}=1; path=/`;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
