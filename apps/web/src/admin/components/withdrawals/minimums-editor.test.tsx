import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { MinimumsEditor } from './minimums-editor.tsx';

const minimums = Array.from({ length: 11 }, () => '25000000000000');

describe('the withdrawal minimums editor', () => {
  beforeAll(() => setupI18n('en'));

  it('schedules a change from the date given, and says it is in the public changelog', async () => {
    const calls = stubApi({
      'PUT /api/admin/withdrawal-minimums': { status: 200, body: { minimums } },
      'GET /api/admin/audit': { status: 200, body: { items: [], nextCursor: null } },
    });
    renderWithProviders(<MinimumsEditor minimums={minimums} />);
    const level10 = screen.getByLabelText('Level 10', { exact: true });
    await userEvent.clear(level10);
    await userEvent.type(level10, '30000');
    const when = screen.getByLabelText<HTMLInputElement>('In force from (optional)');
    // A date picker reports its value with an input event, as a browser's does.
    fireEvent.input(when, { target: { value: '2026-12-05T10:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save the minimums' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Change scheduled: it is in the public changelog of the rules and will apply on the chosen date\.$/)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ minimums: [...minimums.slice(0, 10), '30000000000000'], effectiveAt: new Date('2026-12-05T10:30').toISOString() });
  });

  it('saves at once without a date', async () => {
    const calls = stubApi({ 'PUT /api/admin/withdrawal-minimums': { status: 200, body: { minimums } }, 'GET /api/admin/audit': { status: 200, body: { items: [], nextCursor: null } } });
    renderWithProviders(<MinimumsEditor minimums={minimums} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save the minimums' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Minimums saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ minimums });
  });
});
