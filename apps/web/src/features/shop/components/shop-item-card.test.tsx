import type { ShopItem } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { ShopItemCard } from './shop-item-card.tsx';

const pack: ShopItem = {
  id: 'FRE1', kind: 'pack', rate: '25000000', days: null, amount: null, price: '2500000000', stars: 250, available: true, requiredLevel: 0, owned: false, blocked: null,
};

describe('ShopItemCard', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('shop');
  });

  it('shows what a pack gives and its price in TON, and buys it', async () => {
    const onBuy = vi.fn();
    renderWithProviders(<ul><ShopItemCard item={pack} canBuy buying={false} onBuy={onBuy} /></ul>);
    screen.getByRole('heading', { name: 'FRE1 pack' });
    screen.getByText('+0.025 FRE/h for life');
    screen.getByText('2.5 TON');
    await userEvent.click(screen.getByRole('button', { name: 'Buy FRE1 pack' }));
    expect(onBuy).toHaveBeenCalledWith(pack);
  });

  it('marks an owned pack and offers no purchase', () => {
    renderWithProviders(<ul><ShopItemCard item={{ ...pack, owned: true, blocked: 'owned' }} canBuy buying={false} onBuy={() => {}} /></ul>);
    screen.getByText('Owned');
    screen.getByText('This pack is already active on your account.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains the level, running-boost and unavailable blocks', () => {
    const { unmount } = renderWithProviders(<ul><ShopItemCard item={{ ...pack, requiredLevel: 8, blocked: 'level' }} canBuy buying={false} onBuy={() => {}} /></ul>);
    screen.getByText('Reach contest level 8 to buy it.');
    unmount();
    const boost: ShopItem = { ...pack, id: 'BOOST30', kind: 'boost_box', rate: '1000000000', days: 30, blocked: 'boost_active' };
    const second = renderWithProviders(<ul><ShopItemCard item={boost} canBuy buying={false} onBuy={() => {}} /></ul>);
    screen.getByText('+1 FRE/h for 30 days');
    screen.getByText('A boost is already running: wait until it ends to buy another.');
    second.unmount();
    renderWithProviders(<ul><ShopItemCard item={{ ...pack, price: null, available: false, blocked: 'unavailable' }} canBuy buying={false} onBuy={() => {}} /></ul>);
    screen.getByText('Price coming soon');
    screen.getByText('Not on sale right now.');
  });

  it('formats prices in the language: French uses a decimal comma', async () => {
    await setupI18n('fr');
    renderWithProviders(<ul><ShopItemCard item={{ ...pack, kind: 'fre_box', id: 'FREBOX7500', rate: null, amount: '7500000000000' }} canBuy={false} buying={false} onBuy={() => {}} /></ul>);
    screen.getByText('2,5 TON');
    screen.getByText(/7\s500 FRE crédités aussitôt/);
    expect(screen.getByRole('button', { name: /Acheter/ }).hasAttribute('disabled')).toBe(true);
    await setupI18n('en');
  });
});
