import type { Page } from '@playwright/test';
import type { makeWallet } from '../../apps/server/test/ton-wallet.ts';
import { serverNowSeconds } from './test-clock.ts';

type TestWallet = Awaited<ReturnType<typeof makeWallet>>;

/**
 * A TON wallet in the page as a browser extension is: TON Connect's JavaScript bridge at
 * `window.tonkeeper.tonconnect` (the key the stand-ins' wallets list gives Tonkeeper). Asked to
 * connect with a ton_proof, it answers the address, the stateInit and a proof signed by `wallet`
 * (a real key, in the test process) for `domain` at the server's time; nothing reaches a bridge.
 * It declines every later request (no payment is made through it).
 */
export async function injectWallet(page: Page, wallet: TestWallet, domain: string): Promise<void> {
  await page.exposeFunction('signTonProof', async (payload: string) => wallet.proof(payload, { domain, timestamp: await serverNowSeconds(page.request) }));
  await page.addInitScript(() => {
    type Proof = ReturnType<TestWallet['proof']>;
    const sign = (window as unknown as { signTonProof: (payload: string) => Promise<Proof> }).signTonProof;
    const deviceInfo = { platform: 'browser', appName: 'tonkeeper', appVersion: '4.0.0', maxProtocolVersion: 2, features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }] };
    (window as unknown as Record<string, unknown>).tonkeeper = {
      tonconnect: {
        protocolVersion: 2,
        isWalletBrowser: false,
        deviceInfo,
        walletInfo: { name: 'Tonkeeper', app_name: 'tonkeeper', image: '', about_url: 'https://tonkeeper.com', platforms: ['chrome'] },
        async connect(_version: number, message: { items: { name: string; payload?: string }[] }) {
          const asked = message.items.find((item) => item.name === 'ton_proof');
          if (!asked?.payload) return { event: 'connect_error', id: 1, payload: { code: 1, message: 'no ton_proof asked' } };
          const signed = await sign(asked.payload);
          return {
            event: 'connect',
            id: 1,
            payload: {
              device: deviceInfo,
              items: [
                { name: 'ton_addr', address: signed.address, network: signed.network, publicKey: signed.publicKey, walletStateInit: signed.walletStateInit },
                { name: 'ton_proof', proof: signed.proof },
              ],
            },
          };
        },
        async restoreConnection() {
          return { event: 'connect_error', id: 0, payload: { code: 0, message: 'not connected' } };
        },
        async send(request: { id: string }) {
          return { id: request.id, error: { code: 300, message: 'declined' } };
        },
        listen: () => () => undefined,
        disconnect: () => undefined,
      },
    };
  });
}
