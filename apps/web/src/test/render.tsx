import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '#web/lib/translator-context.tsx';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n } from '#web/lib/i18n.ts';
import type { Catalog, Texts } from '#web/lib/translator.ts';

/** Every translation of the browser, read from the source (the app fetches them from the build's files). */
const catalogs = import.meta.glob<Texts>('../../../../packages/i18n/locales/*/*.json', { eager: true, import: 'default' });
const resources: Catalog = {};
for (const [file, texts] of Object.entries(catalogs)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file)!;
  (resources[language!] ??= {})[namespace!] = texts;
}

/** Loads the real translations once per test file. */
export async function setupI18n(language: 'fr' | 'en' = 'en') {
  if (!i18n.isInitialized) await initI18n(language, resources);
  else await i18n.changeLanguage(language);
}

/** Renders with a fresh query cache, the i18n instance and a memory router. */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <TranslatorProvider translator={i18n}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </TranslatorProvider>
      </QueryClientProvider>,
    ),
  };
}

/** A fetch stub answering each call with the next JSON response. */
export function stubFetch(...responses: { status: number; body?: unknown }[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const queue = [...responses];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = queue.shift() ?? { status: 200, body: {} };
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status });
  }) as typeof fetch;
  return calls;
}

type Reply = { status: number; body?: unknown };

/**
 * A fetch stub answering by route: keys are "METHOD /path" (query string ignored), values a reply
 * or a function of the sent JSON body. Unknown routes answer 404. Returns the calls made.
 */
export function stubApi(routes: Record<string, Reply | ((body: any) => Reply)>) {
  const calls: { method: string; path: string; url: string; body: any; headers: Record<string, string> }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(url).split('?')[0]!;
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, url: String(url), body, headers: { ...(init?.headers as Record<string, string> | undefined) } });
    const route = routes[`${method} ${path}`];
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  }) as typeof fetch;
  return calls;
}
