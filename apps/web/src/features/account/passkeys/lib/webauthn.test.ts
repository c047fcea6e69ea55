import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { ceremonyFailure } from './webauthn.ts';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('ceremonyFailure', () => {
  it('tells a closed dialog, a device that cannot, and a passkey already there apart', () => {
    expect(ceremonyFailure(domError('NotAllowedError'))).toBe('cancelled');
    expect(ceremonyFailure(domError('AbortError'))).toBe('cancelled');
    expect(ceremonyFailure(new WebAuthnError({ message: 'aborted', code: 'ERROR_CEREMONY_ABORTED', cause: domError('AbortError') }))).toBe('cancelled');
    expect(ceremonyFailure(new WebAuthnError({ message: 'again', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', cause: domError('InvalidStateError') }))).toBe('exists');
    expect(ceremonyFailure(new Error('WebAuthn is not supported in this browser'))).toBe('unsupported');
    expect(ceremonyFailure(domError('SecurityError'))).toBe('other');
  });

  it('leaves the server\'s refusals and anything else to the API error text', () => {
    expect(ceremonyFailure(new Error('passkey_invalid'))).toBeNull();
    // A refusal of the server (here, a session that must prove the person again) is no device failure.
    expect(ceremonyFailure(new ApiError('reauthentication_required', 'Confirm it is you', 403))).toBeNull();
    expect(ceremonyFailure('text')).toBeNull();
  });
});
