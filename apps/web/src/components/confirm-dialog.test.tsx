import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Asking({ pending = false, onConfirm = () => undefined }: { pending?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Unlink
      </button>
      <ConfirmDialog open={open} title="Unlink this wallet?" confirmLabel="Yes, unlink" cancelLabel="Cancel" tone="danger" pending={pending} onConfirm={onConfirm} onCancel={() => setOpen(false)}>
        <p>Withdrawals wait 48 hours.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('starts on Cancel, keeps Tab inside, and gives focus back to its opener', async () => {
    render(<Asking />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Unlink' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Unlink this wallet?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, unlink' }));
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('cannot be dismissed while the action runs', async () => {
    const onConfirm = vi.fn();
    render(<Asking pending onConfirm={onConfirm} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
