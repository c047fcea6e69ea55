import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { priceResponse } from '@fre/domain';
import type { PriceService } from './price.service.ts';

export function priceRoutes(price: PriceService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/price', { config: { access: 'public' }, schema: { tags: ['price'], summary: 'The current FRE price', errors: ['price_unavailable'], response: { 200: priceResponse } } }, async () => price.current());
  };
}
