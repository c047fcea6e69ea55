import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN } from '@fre/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { renderWithProviders, setupI18n, stubApi } from '#web/test/render.tsx';
import { ChangeCodeForm } from './change-code-form.tsx';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Change my code' });

describe('ChangeCodeForm', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await i18n.loadNamespaces('admin');
  });

  it('checks the three codes before sending the current and the new one, then empties the fields', async () => {
    const calls = stubApi({ 'PUT /api/admin/access-code': { status: 204 } });
    renderWithProviders(<ChangeCodeForm />);
    const user = userEvent.setup();
    for (const label of ['Current code', 'New code', 'Confirm the new code']) {
      expect(field(label).type).toBe('password');
      expect(field(label).maxLength).toBe(ADMIN.accessCodeMaxLength);
    }
    expect(field('Current code').autocomplete).toBe('current-password');
    expect(field('New code').autocomplete).toBe('new-password');

    await user.click(submit());
    screen.getByText('This field is required');
    screen.getByText(`The code must be at least ${ADMIN.accessCodeMinLength} characters long`);
    expect(field('Current code').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('Current code'), 'Or-de-nuit-2025');
    await user.type(field('New code'), 'Lune-d-argent-26');
    await user.type(field('Confirm the new code'), 'Lune-d-argent-62');
    await user.click(submit());
    screen.getByText('The two codes do not match');
    expect(field('Confirm the new code').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);

    await user.clear(field('Confirm the new code'));
    await user.type(field('Confirm the new code'), 'Lune-d-argent-26');
    await user.click(submit());
    await screen.findByText('Your access code has been changed.');
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/api/admin/access-code', body: { currentCode: 'Or-de-nuit-2025', newCode: 'Lune-d-argent-26' } });
    for (const label of ['Current code', 'New code', 'Confirm the new code']) expect(field(label).value).toBe('');
  });

  it('shows a wrong current code under its field', async () => {
    stubApi({ 'PUT /api/admin/access-code': { status: 403, body: { error: { code: 'access_code_invalid', message: 'Invalid access code' } } } });
    renderWithProviders(<ChangeCodeForm />);
    const user = userEvent.setup();
    await user.type(field('Current code'), 'not-my-code');
    await user.type(field('New code'), 'Lune-d-argent-26');
    await user.type(field('Confirm the new code'), 'Lune-d-argent-26');
    await user.click(submit());
    await screen.findByText('Invalid access code');
    expect(field('Current code').getAttribute('aria-invalid')).toBe('true');
    expect(field('New code').getAttribute('aria-invalid')).toBeNull();
  });

  it('says the code could not be changed when the server fails unexpectedly', async () => {
    stubApi({ 'PUT /api/admin/access-code': { status: 500, body: { error: { code: 'internal_error', message: 'An unexpected error occurred.' } } } });
    renderWithProviders(<ChangeCodeForm />);
    const user = userEvent.setup();
    await user.type(field('Current code'), 'Or-de-nuit-2025');
    await user.type(field('New code'), 'Lune-d-argent-26');
    await user.type(field('Confirm the new code'), 'Lune-d-argent-26');
    await user.click(submit());
    await screen.findByText('Error while changing the code');
  });
});
