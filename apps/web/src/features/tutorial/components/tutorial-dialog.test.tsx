import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { NANO_PER_FRE } from '@fre/domain';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { TutorialDialog } from './tutorial-dialog.tsx';

describe('TutorialDialog', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('tutorial');
  });

  it('walks the 9 steps: previous disabled on step 1, percent, finish on the last step', async () => {
    const onFinish = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TutorialDialog onFinish={onFinish} onSkip={vi.fn()} onClose={vi.fn()} />);
    screen.getByText('Step 1 of 9');
    screen.getByText('11%');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('heading', { name: 'Mining' });
    screen.getByText(/0\.0010417 FRE\/h/);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    screen.getByText('Step 1 of 9');
    for (let step = 1; step < 9; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByText('Step 9 of 9');
    screen.getByText('100%');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('skips, and closes with Escape', async () => {
    const onSkip = vi.fn();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TutorialDialog onFinish={vi.fn()} onSkip={onSkip} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('quotes the withdrawal minimums an admin set, read from the server', async () => {
    const FRE = (n: number) => (BigInt(n) * NANO_PER_FRE).toString();
    stubApi({ 'GET /api/withdrawal-minimums': { status: 200, body: { minimums: [...Array.from({ length: 10 }, () => FRE(180_000)), FRE(12_500)] } } });
    const user = userEvent.setup();
    renderWithProviders(<TutorialDialog onFinish={vi.fn()} onSkip={vi.fn()} onClose={vi.fn()} />);
    for (let step = 1; step < 8; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    screen.getByRole('heading', { name: 'Withdrawals' });
    expect(await screen.findByText(/from 12,500 to 180,000 FRE depending on your level/)).toBeTruthy();
  });
});
