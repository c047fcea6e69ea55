import type { FastifyRequest } from 'fastify';
import type { Language } from '@fre/domain';
import { pickLanguage } from '@fre/i18n';

/** The account's language when signed in, else Accept-Language, else French. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.user?.language ?? pickLanguage(request.headers['accept-language']);
}
