import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import type { AuditEntry } from '../../types.ts';
import { AuditTable } from './audit-table.tsx';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  actorId: 'u1',
  actorLabel: 'ada@example.com',
  action: 'credential_added',
  targetType: 'credential',
  targetId: 'passkey',
  before: null,
  after: { label: 'Pixel 8' },
  ip: '203.0.113.7',
  createdAt: '2026-11-28T10:00:00Z',
  ...overrides,
});

describe('AuditTable', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('words a player’s credential changes: the change, the credential by its name, and what names it', () => {
    renderWithProviders(
      <AuditTable
        entries={[
          entry({}),
          entry({ id: '2', action: 'credential_replaced', targetId: 'wallet', after: { label: '0:abc', kind: 'v4R2' } }),
          entry({ id: '3', action: 'credential_removed', targetId: 'telegram', after: { label: '7000000001' } }),
        ]}
      />,
    );
    const [, added, replaced, removed] = screen.getAllByRole('row');
    within(added!).getByText('Credential added');
    within(added!).getByText('Passkey');
    expect(within(added!).getByRole('listitem').textContent).toBe('Label: Pixel 8');
    within(replaced!).getByText('Credential replaced');
    within(replaced!).getByText('TON wallet');
    expect(within(replaced!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Label: 0:abc', 'Wallet contract: v4R2']);
    within(removed!).getByText('Credential removed');
    within(removed!).getByText('Telegram');
  });
});
