/** Passkeys (decision 026): the API contract, in the WebAuthn JSON both SimpleWebAuthn libraries speak. */
import { z } from 'zod';
import { PASSKEYS } from './constants.ts';
import { userSchema } from './account-schemas.ts';

/** base64url, bounded: the browser's answers are read only once they are known to be small. */
const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/, { message: 'invalid_value' });
const extensionResults = z.record(z.string().max(64), z.unknown()).refine((value) => JSON.stringify(value).length <= 2_000, { message: 'invalid_value' });

export const passkeyNameSchema = z.string().trim().min(1, { message: 'required' }).max(PASSKEYS.nameMaxLength);

/** What navigator.credentials.create() answered, as @simplewebauthn/browser's startRegistration returns it. */
export const passkeyRegistrationResponse = z.object({
  id: base64url(1_400),
  rawId: base64url(1_400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_000),
    attestationObject: base64url(16_000),
    authenticatorData: base64url(16_000).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4_000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults.default({}),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponse>;

/** What navigator.credentials.get() answered, as startAuthentication returns it. */
export const passkeyAuthenticationResponse = z.object({
  id: base64url(1_400),
  rawId: base64url(1_400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4_000),
    authenticatorData: base64url(16_000),
    signature: base64url(2_000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResults.default({}),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponse>;

export const addPasskeyRequest = z.strictObject({ response: passkeyRegistrationResponse, name: passkeyNameSchema });
export const renamePasskeyRequest = z.strictObject({ name: passkeyNameSchema });
/** `bearer`: as on POST /api/auth/login, for browsers that drop cookies. */
export const passkeySignInRequest = z.strictObject({ response: passkeyAuthenticationResponse, bearer: z.boolean().optional() });
export const passkeyParams = z.object({ id: z.uuid({ message: 'invalid_value' }) });

/** PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON: passed to the browser as they are. */
export const passkeyOptionsResponse = z.looseObject({ challenge: z.string() });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Since a password reset: it does not sign in until the player keeps it (POST /api/me/passkeys/:id/keep). */
  pausedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyResponse = z.object({ passkey: passkeySchema });
export const passkeysResponse = z.object({ passkeys: z.array(passkeySchema) });
export const passkeySignInResponse = z.object({ user: userSchema, token: z.string().optional() });
