import { api } from '#web/lib/api-client.ts';

/** Counts one display of the ad. */
export const recordImpression = (id: string) => api.post('/api/ads/{id}/impression', { path: { id } });

/** Counts a click; answers the link to open. */
export const recordClick = (id: string) => api.post('/api/ads/{id}/click', { path: { id } });
