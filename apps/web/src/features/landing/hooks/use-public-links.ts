import type { PublicLinks } from '@fre/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/**
 * GET /api/client-config under the key and lifetime of the shared query (lib/client-config.ts),
 * so both share one answer; not imported from there, which would add a file to the landing's first load.
 */
const clientConfigQuery = {
  queryKey: ['client-config'],
  queryFn: () => api.get('/api/client-config'),
  staleTime: Infinity,
  gcTime: Infinity,
};

/**
 * The project's public links: `given` when the page is pre-rendered (the stand-ins the server fills
 * in, decision 015), else the server's configuration; null until known.
 */
export function usePublicLinks(given?: PublicLinks): PublicLinks | null {
  const config = useQuery({ ...clientConfigQuery, enabled: given === undefined });
  return given ?? config.data?.links ?? null;
}
