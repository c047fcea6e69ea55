import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import type { WalletChoice } from '#web/lib/ton-connect/wallet-choice.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { WalletPicker } from './wallet-picker.tsx';

const tonkeeper: WalletChoice = { appName: 'tonkeeper', name: 'Tonkeeper', imageUrl: 'https://tonkeeper.com/icon.png', injected: false, universalLink: 'https://app.tonkeeper.com/ton-connect', bridgeUrl: 'https://bridge.tonapi.io/bridge' };
const extension: WalletChoice = { appName: 'mytonwallet', name: 'MyTonWallet', imageUrl: 'https://mytonwallet.io/icon.png', injected: true, jsBridgeKey: 'mytonwallet' };
const LINK = 'https://app.tonkeeper.com/ton-connect?v=2&id=abc';

function picker(overrides: Partial<Parameters<typeof WalletPicker>[0]> = {}) {
  const props = {
    loadWallets: vi.fn().mockResolvedValue([extension, tonkeeper]),
    preparePayload: vi.fn().mockResolvedValue('payload-1'),
    choose: vi.fn((wallet: WalletChoice) => (wallet.injected ? null : LINK)),
    showQr: false,
    declined: false,
    onClose: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<WalletPicker {...props} />);
  return props;
}

const w = (key: 'waiting' | 'scan' | 'qr' | 'open' | 'back' | 'declined', values?: Record<string, string>) => i18n.t(`picker.${key}`, { ns: 'wallet', ...values });

describe('WalletPicker', () => {
  beforeAll(async () => {
    await setupI18n('fr');
    await i18n.loadNamespaces('wallet');
  });
  afterAll(() => setupI18n('en'));

  it('lists the wallets in the app\'s language, with their names and images, the one in this browser marked', async () => {
    picker();
    const dialog = screen.getByRole('dialog', { name: 'Choisissez votre portefeuille' });
    expect(dialog.textContent).toContain('Chargement des portefeuilles…');
    const list = await screen.findByRole('list', { name: 'Portefeuilles TON' });
    const items = [...list.querySelectorAll('li')];
    expect(items.map((item) => item.textContent)).toEqual(['MyTonWallet' + 'Dans ce navigateur', 'Tonkeeper']);
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe(tonkeeper.imageUrl);
    expect(dialog.textContent).not.toMatch(/\bwallet\b/i);
  });

  it('says the list could not load and tries again, loading the list and a fresh payload', async () => {
    const loadWallets = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([tonkeeper]);
    const props = picker({ loadWallets });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("La liste des portefeuilles n'a pas pu se charger.");
    await userEvent.click(screen.getByRole('button', { name: i18n.t('common.retry') }));
    await screen.findByRole('button', { name: 'Tonkeeper' });
    expect(loadWallets).toHaveBeenCalledTimes(2);
    expect(props.preparePayload).toHaveBeenCalledTimes(2);
  });

  it('also fails, with a retry, when the server gives no payload to sign', async () => {
    picker({ preparePayload: vi.fn().mockRejectedValue(new Error('503')) });
    expect((await screen.findByRole('alert')).textContent).toContain("La liste des portefeuilles n'a pas pu se charger.");
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks the chosen wallet with the payload, then offers to open it and, on a computer, its QR code', async () => {
    const props = picker({ showQr: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Tonkeeper' }));
    expect(props.choose).toHaveBeenCalledWith(tonkeeper, 'payload-1');
    expect(screen.getByText(w('waiting', { wallet: 'Tonkeeper' }))).toBeTruthy();
    expect(await screen.findByRole('img', { name: w('qr', { wallet: 'Tonkeeper' }) })).toBeTruthy();
    expect(screen.getByRole('link', { name: w('open', { wallet: 'Tonkeeper' }) }).getAttribute('href')).toBe(LINK);
    // Focus moves to what the player now has to do, inside the dialog.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: w('back') }));
    expect(await screen.findByRole('button', { name: 'Tonkeeper' })).toBeTruthy();
  });

  it('shows no QR code or link for a wallet that answers in this browser', async () => {
    picker({ showQr: true });
    await userEvent.click(await screen.findByRole('button', { name: /MyTonWallet/ }));
    expect(screen.getByText(w('waiting', { wallet: 'MyTonWallet' }))).toBeTruthy();
    expect(screen.queryByRole('img', { name: w('qr', { wallet: 'MyTonWallet' }) })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps the focus inside and closes on Escape and with its close button', async () => {
    const props = picker();
    await screen.findByRole('button', { name: 'Tonkeeper' });
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let press = 0; press < 5; press++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('says when the wallet declined', async () => {
    picker({ declined: true });
    expect(screen.getByText(w('declined')).closest('[role="alert"]')).not.toBeNull();
  });
});
