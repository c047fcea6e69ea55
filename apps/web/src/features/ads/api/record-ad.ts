import { api } from '#web/lib/api-client.ts';

/** Counts one display of the ad. */
export const recordImpression = (id: string) => api.post<void>(`/api/ads/${encodeURIComponent(id)}/impression`);

/** Counts a click; answers the link to open. */
export const recordClick = (id: string) => api.post<{ link: string }>(`/api/ads/${encodeURIComponent(id)}/click`);
