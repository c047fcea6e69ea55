import { api } from '../api-client.ts';

/**
 * POST /api/telegram/link: links the Telegram account that opened the Mini App (its signed
 * `initData`) to this player. A credential (decision 048): the server wants a re-authenticated
 * session, which the API client asks the person for first. The contest's task and the Security
 * page both link this way.
 */
export const linkTelegram = (initData: string) => api.post('/api/telegram/link', { body: { initData } });
