import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicSettingsResponse, settingsSchema, settingsUpdateRequest } from '@fre/domain';
import { requireAdmin } from '#server/http/admin-guard.ts';
import type { SettingsService } from './settings.service.ts';

export function publicSettingsRoutes(settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/settings', { config: { access: 'public' }, schema: { tags: ['settings'], summary: 'Public settings', response: { 200: publicSettingsResponse } } }, async () => {
      const { maintenance, ...features } = await settings.current();
      return { features, maintenance };
    });
  };
}

export function adminSettingsRoutes(settings: SettingsService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/admin/settings', { schema: { tags: ['admin'], summary: 'The app\'s settings', response: { 200: settingsSchema } } }, async () => settings.current());
    app.patch('/api/admin/settings', { schema: { tags: ['admin'], summary: 'Change the app\'s settings', body: settingsUpdateRequest, response: { 200: settingsSchema } } }, async (request) =>
      settings.update(requireAdmin(request), request.body));
  };
}
