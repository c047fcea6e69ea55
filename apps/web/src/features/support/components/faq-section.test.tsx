import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { NANO_PER_FRE } from '@fre/domain';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { FaqSection } from './faq-section.tsx';

const FRE = (n: number) => (BigInt(n) * NANO_PER_FRE).toString();
/** What an admin set: not the built-in defaults (25,000 to 250,000). */
const ADMIN_SET = [...Array.from({ length: 10 }, () => FRE(180_000)), FRE(12_500)];

describe('FAQ', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('support');
  });

  it('quotes the withdrawal minimums the server applies, as an admin set them', async () => {
    stubApi({ 'GET /api/withdrawal-minimums': { status: 200, body: { minimums: ADMIN_SET } } });
    renderWithProviders(<FaqSection />);
    await userEvent.setup().click(screen.getByText('What is the minimum withdrawal?'));
    expect(await screen.findByText(/^From 12,500 to 180,000 FRE depending on your level\./)).toBeTruthy();
  });
});
