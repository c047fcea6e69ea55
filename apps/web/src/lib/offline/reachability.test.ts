import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import { PROBE_MS, reportReachable } from './reachability.ts';

const realFetch = globalThis.fetch;

afterEach(() => {
  vi.useRealTimers();
  globalThis.fetch = realFetch;
  reportReachable();
});

describe('reachability', () => {
  it('goes offline when a request gets no answer, and back online once the server answers again', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const asked: string[] = [];
    globalThis.fetch = (async (url: string) => {
      asked.push(String(url));
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    }) as typeof fetch;

    await expect(api.get('/api/mining')).rejects.toMatchObject({ code: 'network_error' });
    expect(onlineManager.isOnline()).toBe(false);

    // Still out of reach a few seconds later: asked again later still.
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(asked).toEqual(['/api/mining', '/api/health']);
    expect(onlineManager.isOnline()).toBe(false);

    reachable = true;
    await vi.advanceTimersByTimeAsync(PROBE_MS);
    expect(asked).toEqual(['/api/mining', '/api/health', '/api/health']);
    expect(onlineManager.isOnline()).toBe(true);

    // Online, nothing more is asked.
    await vi.advanceTimersByTimeAsync(3 * PROBE_MS);
    expect(asked).toHaveLength(3);
  });

  it('counts any answer, even an error, as the server in reach', async () => {
    onlineManager.setOnline(false);
    globalThis.fetch = (async () => new Response(JSON.stringify({ error: { code: 'internal_error', message: '' } }), { status: 500 })) as typeof fetch;
    await expect(api.get('/api/mining')).rejects.toMatchObject({ status: 500 });
    expect(onlineManager.isOnline()).toBe(true);
  });
});
