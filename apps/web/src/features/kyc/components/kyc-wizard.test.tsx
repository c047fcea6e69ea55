import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '#web/test/render.tsx';
import { KycWizard } from './kyc-wizard.tsx';

type Reply = { status: number; body: unknown };
const sent: FormData[] = [];
let reply: Reply = { status: 201, body: { status: 'pending', reason: null, submittedAt: '2026-01-01T00:00:00Z', reviewedAt: null, timeline: [], queue: null } };

/** A stand-in XMLHttpRequest: reports full upload progress, then answers `reply`. */
class FakeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    sent.push(body);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    }, 0);
  }
}

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

async function fillUntilReview(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Date of birth'), '1990-12-10');
  await user.type(screen.getByLabelText('Nationality'), 'British');
  await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0000');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Address', { selector: 'input' }), '12 St James Square');
  await user.type(screen.getByLabelText('Postal code'), 'SW1Y 4JH');
  await user.type(screen.getByLabelText('City'), 'London');
  await user.type(screen.getByLabelText('Country'), 'United Kingdom');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: /Passport/ }));
  await user.type(screen.getByLabelText('Document number'), 'AB123456');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.upload(await screen.findByLabelText('Front of the document'), photo('front.jpg'));
  await user.upload(screen.getByLabelText('Selfie with the document'), photo('selfie.jpg'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Review' });
}

describe('KycWizard', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await import('#web/lib/i18n.ts').then(({ i18n }) => i18n.loadNamespaces(['kyc', 'errors']));
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    sent.length = 0;
  });

  it('checks each step before the next one, minors included', async () => {
    renderWithProviders(<KycWizard />);
    const user = userEvent.setup();
    screen.getByText('Step 1 of 5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    await user.type(screen.getByLabelText('Date of birth'), `${new Date().getFullYear() - 10}-01-01`);
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    screen.getByText('You must be an adult (18) to have your identity verified');
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Step 1 of 5');
  });

  it('hides the back photo for a passport and sends the form without it', async () => {
    renderWithProviders(<KycWizard />);
    const user = userEvent.setup({ applyAccept: false });
    await fillUntilReview(user);
    expect(screen.queryByText('Back of the document')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    await screen.findByRole('heading', { name: 'Review' });
    expect(sent).toHaveLength(1);
    const form = sent[0]!;
    expect(form.get('documentType')).toBe('passport');
    expect(form.get('dateOfBirth')).toBe('1990-12-10');
    expect(form.get('documentBack')).toBeNull();
    expect((form.get('selfie') as File).name).toBe('selfie.jpg');
  });

  it('brings a refused field back to its step and shows the server message under it', async () => {
    reply = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some information is invalid',
          details: {
            fields: {
              documentNumber: { code: 'invalid_value', message: 'Invalid document number' },
              selfie: { code: 'kyc_file_invalid', message: 'This file is not a readable photo' },
            },
          },
        },
      },
    };
    renderWithProviders(<KycWizard />);
    const user = userEvent.setup();
    await fillUntilReview(user);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    // The earliest step with an error: the document step.
    await screen.findByRole('heading', { name: 'Document' });
    screen.getByText('Invalid document number');
    const input = screen.getByLabelText('Document number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Focus moves in an effect, which Preact runs after the next paint.
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('This file is not a readable photo');
  });

  it('shows an identity already in use under the document number', async () => {
    reply = { status: 409, body: { error: { code: 'kyc_identity_in_use', message: 'This document is already used by another account' } } };
    renderWithProviders(<KycWizard />);
    const user = userEvent.setup();
    await fillUntilReview(user);
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    await screen.findByText('This document is already used by another account');
    screen.getByRole('heading', { name: 'Document' });
  });
});
