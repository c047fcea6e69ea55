import type { Config } from '#server/config.ts';
import type { StaticBody } from '#server/http/static-responses.ts';

/**
 * The TON Connect manifest: what a wallet shows the user about us when they connect. It depends
 * on the configuration only, so it is prepared once and served as a static answer.
 */
export function tonConnectManifest(config: Config): StaticBody {
  const manifest = { url: config.appUrl, name: 'FRE Mining', iconUrl: `${config.appUrl}/icon-192.png` };
  return { body: Buffer.from(JSON.stringify(manifest)), contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' };
}
