import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../test/render';
import { AfterFirstPaint } from './after-first-paint';
import { lazyRoute } from './lazy-route';

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
    const first = render(
      <main>
        <h1>Mining</h1>
        <AfterFirstPaint part={bell.Part} namespaces={['growth']} />
        <AfterFirstPaint part={extras.Part} namespaces={['growth', 'engage']} />
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
    render(<AfterFirstPaint part={bell.Part} namespaces={['growth']} />);
    expect(screen.getByText('Bell')).toBeTruthy();
  });
});
