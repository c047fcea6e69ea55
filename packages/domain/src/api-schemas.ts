/** What every API contract is made of: languages, amounts as strings of nano units, the error shape (docs/api.md). */
import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

export const languageSchema = z.enum(LANGUAGES);
/** Amounts travel as strings of integer nano units. */
export const nanoString = z.string().regex(/^-?\d+$/);

export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
