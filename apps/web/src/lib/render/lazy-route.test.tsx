import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyRoute } from './lazy-route.ts';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('lazyRoute', () => {
  it('renders a preloaded page in the same pass, without its fallback', async () => {
    const Route = lazyRoute(() => Promise.resolve({ default: Page }));
    await Route.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Route name="Dashboard" />
      </Suspense>,
    );
    // Synchronously: no await between the render and the assertion.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like lazy when its module is not in yet', async () => {
    const Route = lazyRoute(() => Promise.resolve({ default: Page }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Route name="Group" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Group' })).toBeTruthy();
  });

  it('fetches the module once, and again after a failed fetch', async () => {
    let calls = 0;
    const Route = lazyRoute(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page });
    });
    await expect(Route.preload()).rejects.toThrow('offline');
    await Route.preload();
    await Route.preload();
    expect(calls).toBe(2);
  });
});
