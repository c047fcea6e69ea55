import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientConfigResponse } from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';

/** The public side of the configuration: where TON Connect finds our manifest and the wallets list, the project's public links, its operator. */
export function clientConfigRoutes(ctx: AppContext) {
  const { config } = ctx;
  const body = {
    tonConnect: { manifestUrl: `${config.appUrl}/tonconnect-manifest.json`, walletsListUrl: config.tonConnect.walletsListUrl, twaReturnUrl: config.tonConnect.twaReturnUrl },
    tonNetwork: config.ton.network,
    shopConfigured: config.ton.shopWallet !== null,
    priceConfigured: config.price.jetton !== null,
    telegramBotConfigured: Boolean(config.telegram.botToken),
    telegramMiniAppUrl: config.telegram.miniAppUrl,
    links: config.links,
    operator: config.operator,
  };
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/client-config', { config: { access: 'public' }, schema: { tags: ['settings'], summary: 'The web client\'s configuration', response: { 200: clientConfigResponse } } }, async () => body);
  };
}
