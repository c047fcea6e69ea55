import { TRANSPARENCY } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** The changelog's newest entries are the announced ones (newest effective date first): a first page of this size holds them. */
const READ = 10;

export const getAnnouncedChanges = () => api.get('/api/transparency/changes', { query: { limit: READ } });

export const getAnnouncedChangesQueryOptions = () =>
  queryOptions({
    queryKey: ['transparency', 'announced'],
    queryFn: getAnnouncedChanges,
    staleTime: TRANSPARENCY.cacheMs,
    // Soonest first: the one the banner speaks of.
    select: (page) => page.items.filter((change) => change.upcoming && change.worse).sort((a, b) => a.effectiveAt.localeCompare(b.effectiveAt)),
  });

/**
 * The changes worse for players that are announced and not in force yet, soonest first.
 * @example const { data: announced } = useAnnouncedChanges(); announced?.[0]?.effectiveAt
 */
export const useAnnouncedChanges = () => useQuery(getAnnouncedChangesQueryOptions());
