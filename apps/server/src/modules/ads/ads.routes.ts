import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AD_PLACEMENTS, adRequest, adSchema, adminAdsResponse, adsResponse, pageQuery } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import { requireUser } from '#server/http/authenticate.ts';
import { fieldErrors } from '#server/http/error-handler.ts';
import { requestLanguage } from '#server/http/language.ts';
import { readMultipart } from '#server/http/read-multipart.ts';
import { MAX_UPLOAD_BYTES } from '#server/lib/uploads/reencode-photo.ts';
import type { AdRow, AdsService } from './ads.service.ts';

const idParams = z.object({ id: z.string().max(20) });

function dto(ad: AdRow): z.infer<typeof adSchema> {
  return { id: ad.id.toString(), placement: ad.placement, title: ad.title, imageUrl: ad.image_file ? `/api/ads/${ad.id}/image` : null, link: ad.link };
}

export function adsRoutes(ads: AdsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/ads', { schema: { tags: ['ads'], summary: 'Advertisements for a placement', querystring: z.strictObject({ placement: z.enum(AD_PLACEMENTS) }), response: { 200: adsResponse } } }, async (request) => {
      requireUser(request);
      const language = requestLanguage(request);
      const [house, network] = await Promise.all([ads.live(request.query.placement, language), ads.network(request.query.placement, language)]);
      return { ads: [...house.map(dto), ...network.map((ad) => ({ ...ad, placement: request.query.placement }))] };
    });
    app.post('/api/ads/:id/impression', { schema: { tags: ['ads'], summary: 'Count an advertisement\'s impression', errors: ['not_found'], params: idParams, response: { 204: z.null() } } }, async (request, reply) => {
      requireUser(request);
      await ads.record(request.params.id, 'impressions');
      return reply.status(204).send(null);
    });
    app.post('/api/ads/:id/click', { schema: { tags: ['ads'], summary: 'Count a click and get the advertisement\'s link', errors: ['not_found'], params: idParams, response: { 200: z.object({ link: z.string() }) } } }, async (request) => {
      requireUser(request);
      return { link: (await ads.record(request.params.id, 'clicks')).link };
    });
    app.get('/api/ads/:id/image', { config: { access: 'public' }, schema: { tags: ['ads'], summary: 'An advertisement\'s image', errors: ['not_found'], params: idParams, binary: { status: 200, mediaType: 'image/jpeg', description: 'The image.' } } }, async (request, reply) =>
      reply.header('content-type', 'image/jpeg').header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=3600').send(await ads.image(request.params.id)));
  };
}

/** The form POST /api/admin/ads reads: languages comma-separated, `active` as text. */
const adForm = adRequest.extend({
  languages: z.string().describe('Comma-separated language codes, e.g. "fr,en".'),
  active: z.enum(['true', 'false']).default('true'),
});

export function adminAdsRoutes(ads: AdsService) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 12, fieldSize: 2_000, parts: 13 } });
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/ads', { schema: { tags: ['admin'], summary: 'Advertisements and their counts, newest first, a page at a time', querystring: pageQuery, response: { 200: adminAdsResponse } } }, async (request) => {
      const page = await ads.list(request.query);
      return {
        items: page.items.map((ad) => ({
          ...dto(ad), languages: ad.languages, startsAt: ad.starts_at.toISOString(), endsAt: ad.ends_at.toISOString(), active: ad.active,
          impressions: Number(ad.impressions), clicks: Number(ad.clicks),
        })),
        nextCursor: page.nextCursor,
      };
    });
    app.post('/api/admin/ads', { schema: { tags: ['admin'], summary: 'Create an advertisement', multipart: { fields: adForm, files: { image: { required: false, description: 'A JPEG, PNG or WebP image, re-encoded as JPEG.' } }, maxFileBytes: MAX_UPLOAD_BYTES }, response: { 201: adSchema } } }, async (request, reply) => {
      const actor = requireAdmin(request);
      const { fields, files } = await readMultipart(request, ['image'] as const);
      const parsed = adRequest.safeParse({ ...fields, languages: fields.languages?.split(',').filter(Boolean), active: fields.active !== 'false' });
      if (!parsed.success) throw fieldErrors(parsed.error.issues);
      return reply.status(201).send(dto(await ads.create(actor, parsed.data, files.image)));
    });
    app.patch('/api/admin/ads/:id', { schema: { tags: ['admin'], summary: 'Change an advertisement', errors: ['not_found'], params: idParams, body: z.strictObject({ active: z.boolean() }), response: { 200: adSchema } } }, async (request) =>
      dto(await ads.setActive(requireAdmin(request), request.params.id, request.body.active)));
  };
}
