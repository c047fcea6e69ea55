import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import type { AdminUserDetail } from '../../types.ts';
import { TwoStepResetControl } from './two-step-reset-control.tsx';

const player = { id: '7f1e1c52-9a55-4d44-9a8e-0f5f3f6c2b10', nickname: 'satoshi', twoStep: true } as AdminUserDetail['user'];
const url = `/api/admin/users/${player.id}/two-step/reset`;

describe('TwoStepResetControl', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('says it is off, with no button, when the player has no two-step sign-in', () => {
    stubApi({});
    renderWithProviders(<TwoStepResetControl user={{ ...player, twoStep: false }} />);
    screen.getByText('Not turned on.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('needs a reason, asks for confirmation, then resets with the reason', async () => {
    const calls = stubApi({ [`POST ${url}`]: { status: 204 } });
    renderWithProviders(<TwoStepResetControl user={player} />);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Two-step sign-in' });
    await user.click(within(form).getByRole('button', { name: 'Reset two-step sign-in' }));
    screen.getByText('Give a reason (at least 3 characters)');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(screen.getByLabelText('Reason'), 'Lost phone, ticket 1234');
    await user.click(within(form).getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset two-step sign-in for satoshi?' });
    within(dialog).getByText('Reason: “Lost phone, ticket 1234”', { exact: false });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: url, body: { reason: 'Lost phone, ticket 1234' } });
  });
});
