import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT, addPasskeyRequest, passkeyOptionsResponse, passkeyParams, passkeyResponse, passkeySignInRequest, passkeySignInResponse, passkeysResponse,
  renamePasskeyRequest, type Passkey,
} from '@fre/domain';
import type { AppContext } from '#server/app-context.ts';
import { requireUser, setSessionCookies } from '#server/http/authenticate.ts';
import { browserDevice, presentedDeviceId, setDeviceCookie } from '#server/modules/abuse-signals/device-cookie.ts';
import type { Reauthentication } from '#server/modules/account/sessions/reauthentication.ts';
import type { AuthService } from '#server/modules/account/sign-in/auth.service.ts';
import type { ProfileService } from '#server/modules/users/profile.service.ts';
import { toUserDto } from '#server/modules/users/user-row.ts';
import type { PasskeysService } from './passkeys.service.ts';

type PasskeyRow = Awaited<ReturnType<PasskeysService['add']>>;

const toPasskeyDto = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  pausedAt: row.paused_at?.toISOString() ?? null,
});

/** The options JSON goes to the browser as SimpleWebAuthn made it. */
const asOptionsJson = (options: { challenge: string }) => options as { challenge: string; [key: string]: unknown };

/** A WebAuthn answer is a few kilobytes; nothing bigger is read. */
const BODY_LIMIT = 64 * 1024;

/**
 * Passkeys (decision 026): an account's own under /api/me/passkeys, signing in with one under
 * /api/auth/passkey. Adding, removing or keeping one changes how the account is protected: a
 * re-authenticated session only (decision 039).
 */
export function passkeysRoutes(ctx: AppContext, services: { passkeys: PasskeysService; auth: AuthService; profile: ProfileService; reauthenticated: Reauthentication['required'] }) {
  const { passkeys, auth, profile, reauthenticated } = services;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const AUTH_RATE_LIMIT = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };

    app.post('/api/me/passkeys/options', {
      schema: { tags: ['account'], summary: 'Options to register a new passkey', response: { 200: passkeyOptionsResponse } },
      config: { rateLimit: AUTH_RATE_LIMIT },
      preHandler: reauthenticated,
    }, async (request) => asOptionsJson(await passkeys.registrationOptions(requireUser(request))));

    app.post('/api/me/passkeys', {
      schema: { tags: ['account'], summary: 'Register a passkey', errors: ['passkey_invalid'], body: addPasskeyRequest, response: { 201: passkeyResponse } },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: AUTH_RATE_LIMIT },
      preHandler: reauthenticated,
    }, async (request, reply) => {
      const passkey = await passkeys.add(requireUser(request), request.body.response, request.body.name, request.ip);
      return reply.status(201).send({ passkey: toPasskeyDto(passkey) });
    });

    app.get('/api/me/passkeys', { schema: { tags: ['account'], summary: 'The account\'s passkeys', response: { 200: passkeysResponse } } }, async (request) => ({
      passkeys: (await passkeys.list(requireUser(request))).map(toPasskeyDto),
    }));

    app.patch('/api/me/passkeys/:id', {
      schema: { tags: ['account'], summary: 'Rename a passkey', errors: ['not_found'], params: passkeyParams, body: renamePasskeyRequest, response: { 200: passkeyResponse } },
    }, async (request) => ({ passkey: toPasskeyDto(await passkeys.rename(requireUser(request), request.params.id, request.body.name)) }));

    app.delete('/api/me/passkeys/:id', {
      schema: { tags: ['account'], summary: 'Remove a passkey', errors: ['not_found'], params: passkeyParams, response: { 204: z.null() } },
      preHandler: reauthenticated,
    }, async (request, reply) => {
      await passkeys.remove(requireUser(request), request.params.id, request.ip);
      return reply.status(204).send(null);
    });

    /** A passkey paused by a password reset signs in again. */
    app.post('/api/me/passkeys/:id/keep', {
      schema: { tags: ['account'], summary: 'Keep a passkey paused by a password reset', errors: ['not_found'], params: passkeyParams, response: { 200: passkeyResponse } },
      preHandler: reauthenticated,
    }, async (request) => ({ passkey: toPasskeyDto(await passkeys.keep(requireUser(request), request.params.id)) }));

    /** For a money move: a challenge only this account's passkeys answer, sent back as `passkey` with the request. */
    app.post('/api/me/passkeys/assertion-options', {
      schema: { tags: ['account'], summary: 'Options to prove the person with a passkey', errors: ['not_found'], response: { 200: passkeyOptionsResponse } },
      config: { rateLimit: AUTH_RATE_LIMIT },
    }, async (request) => asOptionsJson(await passkeys.confirmationOptions(requireUser(request))));

    app.post('/api/auth/passkey/options', {
      schema: { tags: ['auth'], summary: 'Options to sign in with a passkey', response: { 200: passkeyOptionsResponse } },
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
    }, async () => asOptionsJson(await passkeys.signInOptions()));

    /** Like POST /api/auth/login, both factors at once: no code is asked after a passkey. */
    app.post('/api/auth/passkey', {
      schema: { tags: ['auth'], summary: 'Sign in with a passkey', errors: ['account_banned', 'passkey_invalid', 'passkey_paused'], body: passkeySignInRequest, response: { 200: passkeySignInResponse } },
      bodyLimit: BODY_LIMIT,
      config: { access: 'public', rateLimit: AUTH_RATE_LIMIT },
    }, async (request, reply) => {
      const userId = await passkeys.signIn(request.body.response);
      const found = await profile.find(userId);
      if (!found) throw new Error('a passkey without its account');
      const bearer = request.body.bearer === true;
      // As on POST /api/auth/login: bearer sessions are for browsers that drop cookies.
      const device = bearer ? null : browserDevice(request);
      const deviceId = device ? device.id : presentedDeviceId(request);
      const client = { ip: request.ip, userAgent: request.headers['user-agent'], deviceId };
      const { user, token } = await auth.startProvenSession(found, bearer ? 'bearer' : 'cookie', client);
      if (!device) return { user: toUserDto(user), token };
      setSessionCookies(ctx, request, reply, token, ACCOUNT.sessionTtlMs / 1000);
      setDeviceCookie(ctx, request, reply, device);
      return { user: toUserDto(user) };
    });
  };
}
