import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeReply, decodeAltcha } from '#web/test/bot-challenge.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

describe('ResetRequestForm', () => {
  beforeAll(() => setupI18n('en'));

  it('asks for the link with the typed address, trimmed, through the bot challenge, then says where it went', async () => {
    const calls = stubApi({ 'GET /api/auth/challenge': challengeReply(4), 'POST /api/auth/password-reset': { status: 202 } });
    renderWithProviders(<ResetRequestForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' satoshi@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByText(/If an account exists for/)).textContent).toContain('satoshi@example.com, a reset link has just been sent');
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/challenge', 'POST /api/auth/password-reset']));
    expect(calls[1]!.body.email).toBe('satoshi@example.com');
    expect(decodeAltcha(calls[1]!.body.altcha).number).toBe(4);
  });

  it('shows the refusal above the field and keeps the form', async () => {
    stubApi({ 'GET /api/auth/challenge': challengeReply(4), 'POST /api/auth/password-reset': { status: 429, body: { error: { code: 'rate_limited', message: 'Too many attempts' } } } });
    renderWithProviders(<ResetRequestForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'satoshi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeTruthy();
  });
});
