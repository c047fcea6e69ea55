import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENDA_PATH, agendaResponse } from '@fre/domain';
import { requireUser } from '#server/http/authenticate.ts';
import type { AgendaService } from './agenda.service.ts';

export function agendaRoutes(agenda: AgendaService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(AGENDA_PATH, {
      schema: {
        tags: ['account'],
        summary: 'What waits for the player today',
        description:
          'One read for the dashboard\'s agenda and the navigation\'s badges: a free spin, unread messages, support answers, a boost ending within a day or none running, a KYC decision not seen (or KYC needed for a balance that could be withdrawn), the withdrawal on its way, the next contest level, and whether no device gets the push notifications. Each entry is null when nothing of it waits. Opening the KYC or support page marks their notifications seen (POST /api/notifications/read with `link`).',
        response: { 200: agendaResponse },
      },
    }, async (request) => agenda.forUser(requireUser(request)));
  };
}
