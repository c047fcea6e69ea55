import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY } from '@fre/domain';
import { i18n } from '#web/lib/i18n.ts';
import { challengeReply, decodeAltcha } from '#web/test/bot-challenge.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { BonusCodeCard } from './bonus-code-card.tsx';

async function redeem(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Bonus code' }), code);
  await user.click(screen.getByRole('button', { name: 'Redeem' }));
}

describe('BonusCodeCard', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('bonus-codes');
  });

  it("shows the server's success message and clears the field", async () => {
    const calls = stubApi({
      'POST /api/bonus-codes/redeem': { status: 200, body: { type: 'fre', value: '5000000000', message: 'You received 5 FRE!' } },
    });
    renderWithProviders(<BonusCodeCard />);
    await redeem('gift5');
    await screen.findByText('You received 5 FRE!');
    expect((screen.getByRole('textbox', { name: 'Bonus code' }) as HTMLInputElement).value).toBe('');
    expect(calls[0]?.body).toEqual({ code: 'GIFT5' });
  });

  it("shows the server's translated refusal under the field", async () => {
    stubApi({
      'POST /api/bonus-codes/redeem': { status: 409, body: { error: { code: 'bonus_code_already_used', message: 'You have already used this code.' } } },
    });
    renderWithProviders(<BonusCodeCard />);
    await redeem('GIFT5');
    await screen.findByText('You have already used this code.');
    expect(screen.getByRole('textbox', { name: 'Bonus code' }).getAttribute('aria-invalid')).toBe('true');
    // No success banner; the bot check's status says nothing either.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['']);
  });

  it('says the code could not be used when the server fails, and keeps the network text to retry', async () => {
    stubApi({ 'POST /api/bonus-codes/redeem': { status: 500, body: { error: { code: 'internal_error', message: 'An unexpected error occurred.' } } } });
    const { unmount } = renderWithProviders(<BonusCodeCard />);
    await redeem('GIFT5');
    await screen.findByText('An error occurred while using the code.');
    expect(screen.queryByText('An unexpected error occurred.')).toBeNull();
    unmount();
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    renderWithProviders(<BonusCodeCard />);
    await redeem('GIFT5');
    // A keyed request is sent again under its key before the failure shows (decision 053).
    const retries = IDEMPOTENCY.clientRetryDelayMs * (IDEMPOTENCY.clientAttempts * (IDEMPOTENCY.clientAttempts - 1)) / 2;
    await screen.findByText(i18n.t('common.networkError'), {}, { timeout: retries + 2_000 });
  });

  it('after refused codes, solves the bot challenge the server asks for and sends the code again', async () => {
    const calls = stubApi({
      'GET /api/auth/challenge': challengeReply(3),
      'POST /api/bonus-codes/redeem': (body) =>
        body.altcha
          ? { status: 200, body: { type: 'fre', value: '5000000000', message: 'You received 5 FRE!' } }
          : { status: 400, body: { error: { code: 'challenge_required', message: 'A short anti-bot check is needed to continue. Please try again.' } } },
    });
    renderWithProviders(<BonusCodeCard />);
    await redeem('gift5');
    await screen.findByText('You received 5 FRE!');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/bonus-codes/redeem', 'GET /api/auth/challenge', 'POST /api/bonus-codes/redeem']);
    expect(decodeAltcha(calls[2]!.body.altcha).number).toBe(3);
  });
});
