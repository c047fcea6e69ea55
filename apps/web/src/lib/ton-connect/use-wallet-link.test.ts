import { UserRejectsError, type TonConnect, type TonConnectError, type Wallet } from '@tonconnect/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletChoice } from './wallet-choice.ts';

const mocks = vi.hoisted(() => ({
  ensureReauthenticated: vi.fn<() => Promise<boolean>>(),
  mutate: vi.fn(),
  startConnection: vi.fn(() => 'https://app.tonkeeper.com/ton-connect?v=2'),
}));
vi.mock('#web/lib/ensure-reauthenticated.ts', () => ({ ensureReauthenticated: mocks.ensureReauthenticated }));
vi.mock('./link-wallet.ts', () => ({ useLinkWallet: () => ({ mutate: mocks.mutate, reset: vi.fn(), isPending: false, error: null, isSuccess: false }) }));
vi.mock('../client-config.ts', () => ({ useClientConfig: () => ({ data: { tonConnect: { manifestUrl: '/tonconnect-manifest.json', walletsListUrl: null, twaReturnUrl: null } } }) }));
vi.mock('./ton-connect-loader.ts', () => ({
  loadedTonConnect: () => ({ startConnection: mocks.startConnection }),
  loadTonConnectModule: () => Promise.resolve({ listWallets: () => Promise.resolve([]) }),
}));

const { useWalletLink } = await import('./use-wallet-link.ts');

const tonkeeper: WalletChoice = { appName: 'tonkeeper', name: 'Tonkeeper', imageUrl: '', injected: false, universalLink: 'https://app.tonkeeper.com/ton-connect', bridgeUrl: 'https://bridge.tonapi.io/bridge' };
const proof = { timestamp: 1_700_000_000, domain: { lengthBytes: 14, value: 'localhost:5173' }, signature: 'c2ln', payload: 'payload-1' };
const answered = (payload: string): Wallet => ({
  device: { platform: 'iphone', appName: 'tonkeeper', appVersion: '4', maxProtocolVersion: 2, features: [] },
  provider: 'http',
  account: { address: '0:abc', chain: '-239' as Wallet['account']['chain'], walletStateInit: 'te6c', publicKey: 'ff' },
  connectItems: { tonProof: { name: 'ton_proof', proof: { ...proof, payload } } },
});

describe('linking a wallet', () => {
  const connector = { connected: false, disconnect: vi.fn(() => Promise.resolve()) } as unknown as TonConnect;
  beforeEach(() => {
    mocks.ensureReauthenticated.mockReset();
    mocks.mutate.mockReset();
    vi.mocked(connector.disconnect).mockClear();
  });

  it('asks the person to confirm only once the wallet answered with the proof, then links it', async () => {
    mocks.ensureReauthenticated.mockResolvedValue(true);
    const { result, rerender } = renderHook(({ wallet }) => useWalletLink(connector, wallet), { initialProps: { wallet: null as Wallet | null } });
    act(() => result.current.open());
    expect(result.current.picking).toBe(true);
    act(() => void result.current.picker.choose(tonkeeper, 'payload-1'));
    expect(mocks.startConnection).toHaveBeenCalledWith(connector, tonkeeper, 'payload-1', expect.anything(), false);
    expect(mocks.ensureReauthenticated).not.toHaveBeenCalled();
    rerender({ wallet: answered('payload-1') });
    expect(mocks.ensureReauthenticated).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(mocks.mutate).toHaveBeenCalledTimes(1));
    expect(mocks.mutate.mock.calls[0]![0]).toEqual({ address: '0:abc', network: '-239', publicKey: 'ff', walletStateInit: 'te6c', proof });
    expect(result.current.picking).toBe(false);
  });

  it('disconnects the wallet, linking nothing, when the person gives up confirming', async () => {
    mocks.ensureReauthenticated.mockResolvedValue(false);
    const { result, rerender } = renderHook(({ wallet }) => useWalletLink(connector, wallet), { initialProps: { wallet: null as Wallet | null } });
    act(() => void result.current.picker.choose(tonkeeper, 'payload-1'));
    rerender({ wallet: answered('payload-1') });
    await waitFor(() => expect(connector.disconnect).toHaveBeenCalledTimes(1));
    expect(mocks.mutate).not.toHaveBeenCalled();
  });

  it('leaves alone a proof this page did not ask for (a connection restored from an earlier visit)', () => {
    renderHook(() => useWalletLink(connector, answered('an-old-payload')));
    expect(mocks.ensureReauthenticated).not.toHaveBeenCalled();
    expect(mocks.mutate).not.toHaveBeenCalled();
  });

  it('says the wallet declined for a refusal of this attempt, not for one already there when the list opened', () => {
    const before = new UserRejectsError();
    const { result, rerender } = renderHook(({ error }) => useWalletLink(connector, null, error), { initialProps: { error: before as TonConnectError | null } });
    act(() => result.current.open());
    expect(result.current.picker.declined).toBe(false);
    rerender({ error: new UserRejectsError() });
    expect(result.current.picker.declined).toBe(true);
  });
});
