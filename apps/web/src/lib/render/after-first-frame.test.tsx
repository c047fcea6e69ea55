import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstFrame, holdBelowTheFirstFrame } from './after-first-frame';

/**
 * A part that records the order in which the parts of the page first rendered, and what the page
 * showed once the render it was in had been committed.
 */
function Part({ text, renders, committed }: { text: string; renders: string[]; committed?: string[] }) {
  renders.push(text);
  if (committed) queueMicrotask(() => committed.push(document.body.textContent ?? ''));
  return <p>{text}</p>;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('AfterFirstFrame', () => {
  it('renders at once outside the boot', () => {
    render(
      <AfterFirstFrame>
        <p>Footer</p>
      </AfterFirstFrame>,
    );
    expect(screen.getByText('Footer')).toBeTruthy();
  });

  it('holds the end of the first page for a frame, then shows each part in turn, and later pages whole', async () => {
    const renders: string[] = [];
    const committed: string[] = [];
    holdBelowTheFirstFrame();
    const first = render(
      <main>
        <h1>Mining</h1>
        <AfterFirstFrame>
          <Part text="Cards" renders={renders} committed={committed} />
        </AfterFirstFrame>
        <AfterFirstFrame>
          <Part text="Footer" renders={renders} />
        </AfterFirstFrame>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Mining' })).toBeTruthy();
    expect(screen.queryByText('Cards')).toBeNull();
    expect(screen.queryByText('Footer')).toBeNull();

    expect(await screen.findByText('Cards')).toBeTruthy();
    expect(await screen.findByText('Footer')).toBeTruthy();
    // Each part in a task of its own: the footer was not rendered with the cards.
    expect(committed[0]).toContain('Cards');
    expect(committed[0]).not.toContain('Footer');
    // Top of the page first, each part rendered once.
    expect(renders).toEqual(['Cards', 'Footer']);
    first.unmount();

    // Once the held parts have shown, a page opened later renders whole in its first render.
    await settle();
    render(
      <AfterFirstFrame>
        <p>Next page</p>
      </AfterFirstFrame>,
    );
    expect(screen.getByText('Next page')).toBeTruthy();
  });

  it('shows nothing for a held part that left the page before its turn', async () => {
    holdBelowTheFirstFrame();
    const renders: string[] = [];
    const page = render(
      <AfterFirstFrame>
        <Part text="Gone" renders={renders} />
      </AfterFirstFrame>,
    );
    page.unmount();
    await settle();
    expect(renders).toEqual([]);
    // The queue ran dry: nothing is held any more.
    render(
      <AfterFirstFrame>
        <p>Shown</p>
      </AfterFirstFrame>,
    );
    expect(screen.getByText('Shown')).toBeTruthy();
  });
});
