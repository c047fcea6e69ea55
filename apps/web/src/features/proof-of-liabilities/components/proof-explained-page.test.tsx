import type { AnchoredRoot } from '@fre/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { ProofExplainedPage } from './proof-explained-page.tsx';

const root: AnchoredRoot = {
  day: '2026-11-28', takenAt: '2026-11-28T00:00:04Z', root: 'ab'.repeat(32), total: '12345000000000', accounts: 3, link: 'cd'.repeat(32), previousLink: null, anchor: null,
};
const txHash = 'VaEnP7QN8B8YmQLI6gqfSdvEtYWKCz49iLZ+i72Pf9k=';

describe('ProofExplainedPage, where the last total is written', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('proof-of-liabilities');
  });

  it('says plainly that an install without a hot wallet publishes its totals on this site only', async () => {
    stubApi({ 'GET /api/proof-of-liabilities': { status: 200, body: { anchoring: false, roots: [root] } } });
    renderWithProviders(<ProofExplainedPage />);
    await screen.findByText('This site has no wallet to write on the blockchain: its totals are published on this site only.');
    expect(screen.queryByRole('link', { name: 'See the transaction' })).toBeNull();
  });

  it("links the total's transaction once it is on chain", async () => {
    const explorerUrl = `https://tonviewer.com/transaction/${Buffer.from(txHash, 'base64').toString('hex')}`;
    const anchor = { status: 'confirmed', txHash, explorerUrl, comment: `FRE-PoL v1 ${root.day} ${root.root}` } as const;
    stubApi({ 'GET /api/proof-of-liabilities': { status: 200, body: { anchoring: true, roots: [{ ...root, anchor }] } } });
    renderWithProviders(<ProofExplainedPage />);
    await screen.findByText(/This total is also written on the TON blockchain/);
    expect(screen.getByRole('link', { name: 'See the transaction' }).getAttribute('href')).toBe(explorerUrl);
  });

  it('says when the total is on its way to the chain, or was not written there', async () => {
    stubApi({ 'GET /api/proof-of-liabilities': { status: 200, body: { anchoring: true, roots: [{ ...root, anchor: { status: 'pending', txHash: null, explorerUrl: null, comment: 'x' } }] } } });
    const pending = renderWithProviders(<ProofExplainedPage />);
    await screen.findByText('This total is being written on the TON blockchain.');
    pending.unmount();
    stubApi({ 'GET /api/proof-of-liabilities': { status: 200, body: { anchoring: true, roots: [root] } } });
    renderWithProviders(<ProofExplainedPage />);
    await screen.findByText('This total was not written on the blockchain: it is published on this site only.');
  });
});
