import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { getMeQueryOptions } from './lib/auth/get-me';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import './styles/tokens.css';
import './styles/base.css';

// The session check and the translations load in parallel with the first page chunk.
void queryClient.prefetchQuery(getMeQueryOptions());

void initI18n().finally(() => {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});
