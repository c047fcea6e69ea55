import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '#web/test/render.tsx';
import { AfterFirstFrame, AfterFirstPaint, holdTheFirstScreen } from './deferred-render.tsx';
import { lazyRoute } from './lazy-route.ts';

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
    holdTheFirstScreen();
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
    holdTheFirstScreen();
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

/** A lazy part whose module arrives when the test says, and that records how it first rendered. */
function part(text: string) {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const renders: string[] = [];
  const Shown = () => {
    renders.push(text);
    return <p>{text}</p>;
  };
  const Part = lazyRoute(() => arrived.then(() => ({ default: Shown })));
  return { Part, renders, arrive: () => arrive() };
}

describe('AfterFirstPaint', () => {
  beforeAll(() => setupI18n('en'));

  it('shows each part after the first screen, once its code is in, then at once on later mounts', async () => {
    const bell = part('Bell');
    const extras = part('Extras');
    holdTheFirstScreen();
    const first = render(
      <main>
        <h1>Mining</h1>
        <AfterFirstPaint part={bell.Part} namespaces={['notifications']} />
        <AfterFirstPaint part={extras.Part} namespaces={['notifications', 'ads']} />
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Mining' })).toBeTruthy();
    expect(screen.queryByText('Bell')).toBeNull();
    // The bell's turn waits for its code; the extras wait for the bell.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('Bell')).toBeNull();
    extras.arrive();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('Extras')).toBeNull();
    bell.arrive();
    expect(await screen.findByText('Bell')).toBeTruthy();
    expect(await screen.findByText('Extras')).toBeTruthy();
    // Each rendered once, whole: not a first pass suspended on its code.
    expect([...bell.renders, ...extras.renders]).toEqual(['Bell', 'Extras']);
    first.unmount();

    // Once the queue has run, a page opened later shows its parts in its first render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    render(<AfterFirstPaint part={bell.Part} namespaces={['notifications']} />);
    expect(screen.getByText('Bell')).toBeTruthy();
  });
});

describe('one queue for both', () => {
  beforeAll(() => setupI18n('en'));

  it('shows the end of the page before the lazy parts, whatever their order on the page', async () => {
    const bell = part('Bell');
    bell.arrive();
    const order: string[] = [];
    holdTheFirstScreen();
    render(
      <main>
        <AfterFirstPaint part={bell.Part} namespaces={['notifications']} />
        <AfterFirstFrame>
          <Part text="Footer" renders={order} />
        </AfterFirstFrame>
      </main>,
    );
    expect(await screen.findByText('Bell')).toBeTruthy();
    expect(screen.getByText('Footer')).toBeTruthy();
    expect([...order, ...bell.renders]).toEqual(['Footer', 'Bell']);
  });
});
