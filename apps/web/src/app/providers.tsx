import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '#web/lib/translator-context.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={i18n}>{children}</TranslatorProvider>
    </QueryClientProvider>
  );
}
