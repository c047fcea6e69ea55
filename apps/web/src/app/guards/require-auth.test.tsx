import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslatorProvider } from '#web/lib/translator-context.tsx';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { reportReachable } from '#web/lib/offline/reachability.ts';
import { failEmptyQueriesOffline } from '#web/lib/query-client.ts';
import { setupI18n, stubApi } from '#web/test/render.tsx';
import { RequireAuth } from './require-auth.tsx';

const me = { user: { id: 'u1', email: 'a@example.com', nickname: 'alice', role: 'user', emailVerified: true, language: 'en' } };
const realFetch = globalThis.fetch;

/** The guard in front of a page, with a data client that, as the app's, fails offline what has nothing to show. */
function renderGuarded() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  failEmptyQueriesOffline(queryClient);
  return render(
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={i18n}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/login" element={<h1>Sign-in page</h1>} />
            <Route element={<RequireAuth />}>
              <Route path="/dashboard" element={<h1>Dashboard</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
}

describe('RequireAuth', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(() => {
    globalThis.fetch = realFetch;
    reportReachable();
  });

  it('sends a guest (401) to the sign-in page', async () => {
    stubApi({ 'GET /api/me': { status: 401, body: { error: { code: 'unauthenticated', message: 'Sign in' } } } });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
  });

  it('offline, says the session could not be checked instead of signing the player out, and lets them in once back', async () => {
    onlineManager.setOnline(false);
    stubApi({ 'GET /api/me': { status: 200, body: me } });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: i18n.t('offline.session.title') })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('offline.session.text'));
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull();

    onlineManager.setOnline(true);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('with the server out of reach (the browser still online), says the player is offline, and retries on request', async () => {
    let reachable = false;
    globalThis.fetch = (async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(me), { status: 200 });
    }) as typeof fetch;
    renderGuarded();
    expect(await screen.findByRole('heading', { name: i18n.t('offline.session.title') })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull();

    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('with the server failing, says the session could not be checked, not that the player is a guest', async () => {
    stubApi({ 'GET /api/me': { status: 503, body: { error: { code: 'internal_error', message: '' } } } });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: i18n.t('offline.unchecked.title') })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).toBeNull();
  });
});
