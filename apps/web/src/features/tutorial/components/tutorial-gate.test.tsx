import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { openTutorial } from '#web/lib/open-tutorial.ts';
import { TutorialGate } from './tutorial-gate.tsx';

const user = { id: 'u1', createdAt: '2020-01-01T00:00:00.000Z', tutorialCompleted: true, tutorialSkipped: false, emailVerified: true };

describe('TutorialGate', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('tutorial');
  });

  it('saves Escape as skipped (the tour does not come back), and gives focus to the page heading', async () => {
    const calls = stubApi({
      'GET /api/me': { status: 200, body: { user } },
      'GET /api/health': { status: 200, body: { time: new Date().toISOString() } },
      'PATCH /api/me': (body) => ({ status: 200, body: { user: { ...user, ...body } } }),
    });
    renderWithProviders(
      <main>
        <h1>Mining</h1>
        <TutorialGate />
      </main>,
    );
    act(() => openTutorial());
    await screen.findByRole('dialog', { name: 'Welcome to FRE Mining!' });
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mining' })));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ tutorialSkipped: true }));
  });
});
