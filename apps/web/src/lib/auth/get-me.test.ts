import { ACCOUNT } from '@fre/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_COPY_KEY } from '../offline/forget-offline-copy.ts';
import { getMe } from './get-me.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getMe', () => {
  it('asks nothing of the server for a guest (no signed-in cookie)', async () => {
    document.cookie = `${ACCOUNT.signedInCookie}=; path=/; max-age=0`;
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await getMe()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server when the signed-in cookie is there, and a 401 still means a guest', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'unauthenticated', message: 'x' } }), { status: 401, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(OFFLINE_COPY_KEY, '{}');
    expect(await getMe()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    // The session ended: the copy of the player's pages kept for offline use goes with it.
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull();
  });
});
