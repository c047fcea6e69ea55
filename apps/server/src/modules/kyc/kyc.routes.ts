import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KYC_FILES, adminKycQueue, kycFields, kycReviewRequest, kycStatusResponse } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { fieldErrors } from '#server/http/error-handler.ts';
import { readMultipart } from '#server/http/read-multipart.ts';
import { MAX_UPLOAD_BYTES } from '#server/lib/uploads/reencode-photo.ts';
import type { KycService } from './kyc.service.ts';

const fileParams = z.object({ id: z.string().max(64), file: z.enum(KYC_FILES) });

export function kycRoutes(kyc: KycService) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: KYC_FILES.length, fields: 20, fieldSize: 1_000, parts: 25 } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/api/kyc', { schema: { tags: ['kyc'], consumes: ['multipart/form-data'], response: { 201: kycStatusResponse } }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
      const user = requireUser(request);
      kyc.requireConfirmedEmail(user);
      const { fields, files } = await readMultipart(request, KYC_FILES);
      const parsed = kycFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      await kyc.submit(user, parsed.data, files);
      return reply.status(201).send(await kyc.status({ ...user, kyc_status: 'pending' }));
    });

    app.get('/api/kyc', { schema: { tags: ['kyc'], response: { 200: kycStatusResponse } } }, async (request) => kyc.status(requireUser(request)));

    // Served only to the owner and admins, as a fixed type that a browser will not reinterpret.
    app.get('/api/kyc/:id/files/:file', { schema: { tags: ['kyc'], params: fileParams } }, async (request, reply) => {
      const bytes = await kyc.file(requireUser(request), request.params.id, request.params.file);
      return reply
        .header('content-type', 'image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(bytes);
    });
  };
}

export function adminKycRoutes(kyc: KycService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/kyc', { schema: { tags: ['admin'], querystring: z.strictObject({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }), response: { 200: adminKycQueue } } }, async (request) => ({
      items: (await kyc.queue(request.query.status)).map((row) => ({
        id: row.id, userId: row.user_id, nickname: row.nickname, email: row.email, status: row.status,
        fields: {
          firstName: row.first_name, lastName: row.last_name, dateOfBirth: row.date_of_birth, nationality: row.nationality, phoneNumber: row.phone,
          address: row.address, city: row.city, postalCode: row.postal_code, country: row.country, documentType: row.document_type, documentNumber: row.document_number,
        },
        files: {
          documentFront: `/api/kyc/${row.id}/files/documentFront`,
          documentBack: row.back_file ? `/api/kyc/${row.id}/files/documentBack` : null,
          selfie: `/api/kyc/${row.id}/files/selfie`,
        },
        filesDeletedAt: row.files_deleted_at?.toISOString() ?? null,
        submittedAt: row.submitted_at.toISOString(),
        reviewedAt: row.reviewed_at?.toISOString() ?? null,
        reason: row.reason,
        overdue: row.overdue,
      })),
    }));
    app.post('/api/admin/kyc/:id/review', { schema: { tags: ['admin'], params: z.object({ id: z.string().max(64) }), body: kycReviewRequest, response: { 204: z.null() } } }, async (request, reply) => {
      await kyc.review(requireAdmin(request), request.params.id, request.body.decision, request.body.reason, request.body.category);
      return reply.status(204).send(null);
    });
  };
}
