/** What every API contract is made of: languages, amounts as strings of nano units, the error shape (docs/api.md). */
import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export const languageSchema = z.enum(LANGUAGES);
/** Amounts travel as strings of integer nano units. */
export const nanoString = z.string().regex(/^-?\d+$/);

/** The one error shape (decision 064): each operation lists the codes it can answer, per status. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string().describe('What went wrong, one of the codes the operation lists for this status; stable, for programs.'),
    message: z.string().describe('The same in the request\'s language (Accept-Language), for people.'),
    details: z.unknown().optional().describe('For validation_failed: `fields`, each with its `code` and `message`; for some codes what the client needs next (e.g. `methods` for second_factor_required).'),
    requestId: z.string().describe('The answer\'s X-Request-Id, the key to the server\'s logs of this request.'),
  }),
}).meta({ id: 'Error', example: { error: { code: 'not_found', message: 'Not found.', requestId: 'req-3f2a9c1d' } } });
