import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { render as mount } from 'preact';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('closes on Escape even when focus has left the panel', async () => {
    const onClose = vi.fn();
    render(
      <>
        <input aria-label="Behind" />
        <Modal title="Notice" closeLabel="Close" onClose={onClose}>
          Text
        </Modal>
      </>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Notice' })));
    const behind = screen.getByLabelText('Behind');
    behind.focus();
    fireEvent.keyDown(behind, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes focus and hears Escape from the moment it is on the page, not a frame later', () => {
    // Mounted without act(): Preact runs plain effects only after the next frame, and a key pressed
    // in that gap reached a dialog that was shown but not listening (a flaky keyboard journey).
    const host = document.body.appendChild(document.createElement('div'));
    const onClose = vi.fn();
    mount(
      <Modal title="Notice" closeLabel="Close" onClose={onClose}>
        Text
      </Modal>,
      host,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Notice' }));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    mount(null, host);
    host.remove();
  });

  it('closes only the newest of two open modals', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <>
        <Modal title="First" closeLabel="Close" onClose={first}>
          One
        </Modal>
        <Modal title="Second" closeLabel="Close" onClose={second}>
          Two
        </Modal>
      </>,
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('gives focus back to its opener, or to the page heading when it opened by itself', async () => {
    const { rerender } = render(
      <main>
        <h1>Page</h1>
        <button type="button">Open</button>
      </main>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    const page = (open: boolean) => (
      <main>
        <h1>Page</h1>
        <button type="button">Open</button>
        {open ? (
          <Modal title="Notice" closeLabel="Close" onClose={vi.fn()} footer={<button type="button">OK</button>}>
            Text
          </Modal>
        ) : null}
      </main>
    );
    rerender(page(true));
    rerender(page(false));
    await waitFor(() => expect(document.activeElement).toBe(opener));

    opener.blur();
    rerender(page(true));
    rerender(page(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page' })));
  });

  it('adds no banner or contentinfo landmark of its own', () => {
    render(
      <Modal title="Notice" closeLabel="Close" onClose={vi.fn()} footer={<button type="button">OK</button>}>
        Text
      </Modal>,
    );
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
