import type { AppContext } from '#server/app-context.ts';
import { readChecks, saveCheck } from '#server/modules/service-health/service-health.repository.ts';
import { checkShopWallet } from '#server/modules/shop/shop-wallet-state.ts';

const TIMEOUT_MS = 5_000;

/** Checks the outside services every 5 minutes (each call given TIMEOUT_MS) and keeps the last result. */
export function createHealthService(ctx: AppContext) {
  const { config, db, clock } = ctx;
  const targets = [
    ...(config.ton.shopWallet ? [{ name: 'ton-indexer', url: `${config.ton.indexerUrl}/api/v3/masterchainInfo` }] : []),
    ...(config.price.jetton ? [{ name: 'price-api', url: `${config.price.apiUrl}/latest/dex/tokens/${encodeURIComponent(config.price.jetton)}` }] : []),
  ];
  return {
    async check(): Promise<void> {
      for (const target of targets) {
        const started = Date.now();
        const result = await fetch(target.url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } }).then(
          (response) => ({ ok: response.ok, detail: response.ok ? `${Date.now() - started} ms` : `API responded with status ${response.status}` }),
          () => ({ ok: false, detail: 'not responding' }),
        );
        await saveCheck(db, target.name, result.ok, result.detail, clock.now());
      }
      // Unanswered, the wallet keeps its last known state; the indexer's own row says it is down.
      await checkShopWallet(ctx).catch(() => undefined);
    },
    /**
     * The API's own health and the outside services as last checked; reading them proves the
     * database answers. A replica that is not in use degrades the status without failing it:
     * its reads go to the primary.
     */
    async report() {
      const rows = await readChecks(db).catch(() => null);
      const services = (rows ?? []).map((row) => ({ name: row.name, ok: row.ok, detail: row.detail, checkedAt: row.checked_at.toISOString() }));
      const dbStatus = rows ? ('ok' as const) : ('down' as const);
      const replica = db.replicaStatus();
      const status = rows && (!replica || replica.state === 'in_use') ? ('ok' as const) : ('degraded' as const);
      return { status, db: dbStatus, time: clock.now().toISOString(), services, replica };
    },
  };
}
