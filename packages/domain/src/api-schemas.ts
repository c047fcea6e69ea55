/** What every API contract is made of: languages, amounts as strings of nano units, the error shape (docs/api.md). */
import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export const languageSchema = z.enum(LANGUAGES);
/** What every amount field of the document says of its unit (docs/decisions/077). */
export const NANO_FRE_DESCRIPTION = 'Integer nano-FRE (1 FRE = 10^9), as a string.';
export const NANO_FRE_PER_HOUR_DESCRIPTION = 'Integer nano-FRE per hour (1 FRE = 10^9), as a string.';
export const NANO_TON_DESCRIPTION = 'Integer nanoTON (1 TON = 10^9), as a string.';

/** Amounts travel as strings of integer nano units, in and out (docs/decisions/077). */
const integerString = z.string().regex(/^-?\d+$/);
export const nanoString = integerString.describe(NANO_FRE_DESCRIPTION);
/** A rate: nano-FRE mined per hour. */
export const nanoRateString = integerString.describe(NANO_FRE_PER_HOUR_DESCRIPTION);
export const nanoTonString = integerString.describe(NANO_TON_DESCRIPTION);

/**
 * An amount a request gives: digits only, at most 18 (below PostgreSQL's bigint), greater than
 * zero, or, `signed`, any but zero. A decimal ("12.5") is refused: clients convert what people
 * type (docs/decisions/077).
 */
export function nanoAmountInput(description: string, { signed = false } = {}) {
  return z.string().trim()
    .regex(signed ? /^-?\d{1,18}$/ : /^\d{1,18}$/, { message: 'invalid_nano_amount' })
    // zod runs the refinement after a failed pattern too: it reads only what the pattern allows.
    .refine((text) => !/^-?\d{1,18}$/.test(text) || (signed ? BigInt(text) !== 0n : BigInt(text) > 0n), { message: 'invalid_nano_amount' })
    .describe(description);
}

/** The one error shape (decision 064): each operation lists the codes it can answer, per status. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string().describe('What went wrong, one of the codes the operation lists for this status; stable, for programs.'),
    message: z.string().describe('The same in the request\'s language (Accept-Language), for people.'),
    details: z.unknown().optional().describe('For validation_failed: `fields`, each with its `code` and `message`; for some codes what the client needs next (e.g. `methods` for second_factor_required).'),
    requestId: z.string().describe('The answer\'s X-Request-Id, the key to the server\'s logs of this request.'),
  }),
}).meta({ id: 'Error', example: { error: { code: 'not_found', message: 'Not found.', requestId: 'req-3f2a9c1d' } } });
