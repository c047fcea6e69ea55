import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter, preloadRoute } from './app/router';
import { getMeQueryOptions } from './lib/auth/get-me';
import { initI18n } from './lib/i18n';
import { detectLanguage } from './lib/language-storage';
import { queryClient } from './lib/query-client';
import './styles/tokens.css';
import './styles/base.css';

// The session check, the translations and the first page's chunks load in parallel.
const language = detectLanguage();
void queryClient.prefetchQuery(getMeQueryOptions());
preloadRoute(window.location.pathname);
const translations = initI18n(language);

void translations.finally(() => {
  const root = document.getElementById('root');
  if (!root) return;
  // A transition: React renders the first screen in small slices, so the main thread never stays
  // blocked long while the page starts (no long task, quicker to answer a first tap).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    );
  });
});
