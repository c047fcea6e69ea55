import type { Decision } from '@fre/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { DecisionNotice } from './decision-notice.tsx';
import { MeasuresBanner } from './measures-banner.tsx';

const freeze: Decision = {
  id: '7', kind: 'mining_freeze', category: 'automated_activity', note: 'Sessions started every 8 hours to the second.', subjectId: null,
  decidedAt: '2026-11-20T10:00:00Z', inForce: true, appeal: null,
};

describe('DecisionNotice', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('appeals');
  });

  it('says why in words the player can check, then takes one appeal of at least the minimum length', async () => {
    const calls = stubApi({ 'POST /api/me/appeals': { status: 201, body: { appeal: { id: '1', decisionId: '7', status: 'pending', text: 'x', answer: null, createdAt: '2026-11-21T10:00:00Z', answeredAt: null } } } });
    renderWithProviders(<DecisionNotice decision={freeze} />);
    screen.getByRole('heading', { name: 'Mining suspended' });
    screen.getByText('You cannot start a mining session.');
    screen.getByText('Reason: Automated activity (script or bot)');
    screen.getByText('Message from the team: “Sessions started every 8 hours to the second.”');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your appeal'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
    screen.getByRole('alert');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText('Your appeal'), ' text: I set an alarm on my phone');
    await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/me/appeals', body: { decisionId: '7', text: 'short text: I set an alarm on my phone' } }),
    ]);
  });

  it('shows an answered appeal instead of the form', () => {
    renderWithProviders(<DecisionNotice decision={{ ...freeze, appeal: { id: '1', decisionId: '7', status: 'upheld', text: 'x', answer: 'The pattern is a script.', createdAt: '2026-11-21T10:00:00Z', answeredAt: '2026-11-22T10:00:00Z' } }} />);
    screen.getByText('Appeal reviewed: the decision stands.');
    screen.getByText("The team's answer: “The pattern is a script.”");
    expect(screen.queryByLabelText('Your appeal')).toBeNull();
  });

  it('the dashboard banner shows a freeze in force, and nothing for a lifted one', async () => {
    stubApi({ 'GET /api/me/decisions': { status: 200, body: { items: [freeze, { ...freeze, id: '6', kind: 'referral_freeze', inForce: false }], nextCursor: null } } });
    renderWithProviders(<MeasuresBanner />);
    await screen.findByRole('heading', { name: 'Mining suspended' });
    expect(screen.queryByRole('heading', { name: 'Referral credit frozen' })).toBeNull();
  });
});
