import type { WalletInfo } from '@tonconnect/sdk';
import { describe, expect, it } from 'vitest';
import { walletChoices } from './wallet-choice.ts';

const base = { imageUrl: 'https://example.org/icon.png', aboutUrl: 'https://example.org', platforms: ['ios' as const] };

describe('the wallets offered', () => {
  it('puts the wallet injected in this page first and leaves out an extension that is not installed', () => {
    const wallets: WalletInfo[] = [
      { ...base, name: 'Tonkeeper', appName: 'tonkeeper', universalLink: 'https://app.tonkeeper.com/ton-connect', bridgeUrl: 'https://bridge.tonapi.io/bridge', jsBridgeKey: 'tonkeeper', injected: false, embedded: false },
      { ...base, name: 'OpenMask', appName: 'openmask', jsBridgeKey: 'openmask', injected: false, embedded: false },
      { ...base, name: 'MyTonWallet', appName: 'mytonwallet', jsBridgeKey: 'mytonwallet', injected: true, embedded: false },
    ];
    expect(walletChoices(wallets).map((wallet) => [wallet.name, wallet.injected])).toEqual([
      ['MyTonWallet', true],
      ['Tonkeeper', false],
    ]);
    expect(walletChoices(wallets)[1]).toMatchObject({ universalLink: 'https://app.tonkeeper.com/ton-connect', bridgeUrl: 'https://bridge.tonapi.io/bridge' });
  });
});
