import { screen, within } from '@testing-library/react';
import { PUBLIC_LINKS } from '@fre/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { emailUser } from '#web/test/user-fixtures.ts';
import { WayToMinimum } from './way-to-minimum.tsx';

const realFetch = globalThis.fetch;
/** The text as read, no-break spaces (typeset's, and an amount's before its unit) as spaces. */
const read = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const NOW = Date.parse('2026-11-29T12:00:00Z');
/** Every public link set (the contest's tasks can all be done), unless `links` says otherwise. */
const allLinks = Object.fromEntries(PUBLIC_LINKS.map((link) => [link, `https://${link}.example`]));
const config = (shopConfigured: boolean, links: Record<string, string | null> = {}) => ({ 'GET /api/client-config': { status: 200, body: { shopConfigured, links: { ...allLinks, ...links } } } });

describe('WayToMinimum', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('withdrawals');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('says what is missing, when daily mining gets there, and leads to each lever', async () => {
    stubApi(config(true));
    // 1 FRE/h: 24 FRE a day, 100 FRE missing → 5 days.
    const user = emailUser({ balance: '150000000000', miningRate: '1000000000', level: 2, activeReferrals: 3 });
    renderWithProviders(<WayToMinimum user={user} minimum="250000000000" now={NOW} />, { route: '/withdrawal' });
    const card = screen.getByRole('region', { name: 'Your way to the minimum' });
    expect(read(card)).toContain('You are 100.0000000 FRE short. At your rate of 1 FRE/h, a day of mining brings 24.0000000 FRE.');
    expect(read(card)).toContain('Mining every day, you will be there in 5 days, on December 4, 2026.');
    // The shop's levers come once the server's configuration says it can sell.
    await within(card).findByRole('link', { name: /box of FRE/ });
    const levers = within(card).getAllByRole('link');
    expect(levers.map((link) => [read(link), link.getAttribute('href')])).toEqual([
      ['Each active referral: +0.0020833 FRE/h (17 more counted)', '/group'],
      ['Contest level 3: +0.001 FRE/h', '/contest'],
      ['A boost: up to +1 FRE/h for 30 days', '/shop'],
      ['A box of FRE: up to 75,000.0000000 FRE at once', '/shop'],
    ]);
  });

  it('speaks in years when a date would mean nothing, and leaves out the shop that cannot sell', async () => {
    stubApi(config(false));
    const user = emailUser({ balance: '0', miningRate: '1041667', level: 0 });
    renderWithProviders(<WayToMinimum user={user} minimum="250000000000000" now={NOW} />, { route: '/withdrawal' });
    const card = screen.getByRole('region', { name: 'Your way to the minimum' });
    expect(read(card)).toContain('Mining every day at this rate would take more than 27,397 years');
    // The contest's lever comes once the configuration says its task can be done here.
    await within(card).findByRole('link', { name: /Contest level 1/ });
    const hrefs = within(card).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/group', '/contest']);
  });

  it('offers no contest level whose task waits for its link (level 3 follows the project on X)', async () => {
    stubApi(config(true, { x: null }));
    const user = emailUser({ balance: '0', miningRate: '1041667', level: 2 });
    renderWithProviders(<WayToMinimum user={user} minimum="250000000000" now={NOW} />, { route: '/withdrawal' });
    const card = screen.getByRole('region', { name: 'Your way to the minimum' });
    await within(card).findByRole('link', { name: /box of FRE/ });
    expect(within(card).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/group', '/shop', '/shop']);
  });

  it('is not there once the minimum is reached', () => {
    stubApi(config(true));
    renderWithProviders(<WayToMinimum user={emailUser({ balance: '250000000000' })} minimum="250000000000" now={NOW} />, { route: '/withdrawal' });
    expect(screen.queryByRole('region', { name: 'Your way to the minimum' })).toBeNull();
  });
});
