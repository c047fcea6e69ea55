import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('shows its children only after the first screen, then at once on later mounts', async () => {
    const first = render(
      <main>
        <h1>Mining</h1>
        <AfterFirstPaint>
          <p>Bell</p>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <p>Extras</p>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Mining' })).toBeTruthy();
    expect(screen.queryByText('Bell')).toBeNull();
    expect(screen.queryByText('Extras')).toBeNull();
    expect(await screen.findByText('Bell')).toBeTruthy();
    expect(await screen.findByText('Extras')).toBeTruthy();
    first.unmount();

    // Once the queue has run, a page opened later shows its parts in its first render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    render(
      <AfterFirstPaint>
        <p>Later</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Later')).toBeTruthy();
  });
});
