import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KYC_FILES, adminKycQueue, adminKycQueueQuery, kycFields, kycReviewRequest, kycStatusResponse } from '@fre/domain';
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

    app.post('/api/kyc', {
      schema: {
        tags: ['kyc'],
        summary: 'Submit identity documents', errors: ['email_required', 'kyc_already_approved', 'kyc_already_pending', 'kyc_file_invalid', 'kyc_identity_in_use', 'kyc_underage'],
        multipart: {
          fields: kycFields,
          files: {
            documentFront: { required: true, description: 'The identity document\'s front: JPEG, PNG or WebP, re-encoded as JPEG.' },
            documentBack: { required: false, description: 'Its back, for a document that has one.' },
            selfie: { required: true, description: 'A photo of the person holding the document.' },
          },
          maxFileBytes: MAX_UPLOAD_BYTES,
        },
        response: { 201: kycStatusResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    }, async (request, reply) => {
      const user = requireUser(request);
      kyc.requireConfirmedEmail(user);
      const { fields, files } = await readMultipart(request, KYC_FILES);
      const parsed = kycFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      await kyc.submit(user, parsed.data, files);
      return reply.status(201).send(await kyc.status({ ...user, kyc_status: 'pending' }));
    });

    app.get('/api/kyc', { schema: { tags: ['kyc'], summary: 'The player\'s identity verification', response: { 200: kycStatusResponse } } }, async (request) => kyc.status(requireUser(request)));

    // Served only to the owner and admins, as a fixed type that a browser will not reinterpret.
    app.get('/api/kyc/:id/files/:file', { schema: { tags: ['kyc'], summary: 'A submitted identity document\'s photo', errors: ['not_found'], params: fileParams, binary: { status: 200, mediaType: 'image/jpeg', description: 'The photo, to its owner and admins, until the files are deleted after the review.' } } }, async (request, reply) => {
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
    app.get('/api/admin/kyc', { schema: { tags: ['admin'], summary: 'Identity verifications by status, a page at a time', querystring: adminKycQueueQuery, response: { 200: adminKycQueue } } }, async (request) => {
      const page = await kyc.queue(request.query.status, request.query);
      return {
        items: page.items.map((row) => ({
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
        nextCursor: page.nextCursor,
        overdue: page.overdue,
      };
    });
    app.post('/api/admin/kyc/:id/review', { schema: { tags: ['admin'], summary: 'Approve or reject an identity verification', errors: ['kyc_not_pending', 'not_found'], params: z.object({ id: z.string().max(64) }), body: kycReviewRequest, response: { 204: z.null() } } }, async (request, reply) => {
      await kyc.review(requireAdmin(request), request.params.id, request.body.decision, request.body.reason, request.body.category);
      return reply.status(204).send(null);
    });
  };
}
