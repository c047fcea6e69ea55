import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/app-error.ts';

/** Reads a multipart form into text fields and the allowed files (buffered; limits set on the plugin). */
export async function readMultipart<F extends string>(request: FastifyRequest, allowedFiles: readonly F[]) {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, Buffer>> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!(allowedFiles as readonly string[]).includes(part.fieldname)) throw new AppError('validation_failed', {}, { fields: { [part.fieldname]: { code: 'invalid_value' } } });
      files[part.fieldname as F] = await part.toBuffer();
    } else fields[part.fieldname] = String(part.value);
  }
  return { fields, files };
}
