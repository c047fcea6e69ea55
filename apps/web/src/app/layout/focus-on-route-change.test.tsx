import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { FocusOnRouteChange } from './focus-on-route-change.tsx';

/** A page that shows its heading a moment later, like a lazy chunk or a page waiting for data. */
const Later = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { default: () => <h1>Leaderboard</h1> };
});

describe('FocusOnRouteChange', () => {
  beforeAll(() => setupI18n('en'));

  it('leaves the first page alone, then moves focus to each new page heading once it shows', async () => {
    renderWithProviders(
      <>
        <FocusOnRouteChange />
        <nav>
          <Link to="/leaderboard">Leaderboard</Link>
        </nav>
        <main>
          <Suspense fallback={<p>Loading</p>}>
            <Routes>
              <Route path="/dashboard" element={<h1>Mining</h1>} />
              <Route path="/leaderboard" element={<Later />} />
            </Routes>
          </Suspense>
        </main>
      </>,
      { route: '/dashboard' },
    );
    await waitFor(() => expect(document.activeElement).toBe(document.body));
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Leaderboard' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });
});
