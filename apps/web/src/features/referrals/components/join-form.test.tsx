import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { JoinForm } from './join-form.tsx';

describe('JoinForm', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('referrals');
  });

  it('asks for a code before calling the server', async () => {
    const calls = stubApi({});
    renderWithProviders(<JoinForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join the group' }));
    screen.getByText('Enter a referral code');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal under the field and sends the code in capitals", async () => {
    const calls = stubApi({
      'POST /api/referrals/join': { status: 400, body: { error: { code: 'referral_own_code', message: 'You cannot use your own code' } } },
    });
    renderWithProviders(<JoinForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Referral code'), 'abc123');
    await user.click(screen.getByRole('button', { name: 'Join the group' }));
    const message = await screen.findByText('You cannot use your own code');
    const input = screen.getByLabelText('Referral code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(calls[0]?.body).toEqual({ code: 'ABC123' });
  });
});
