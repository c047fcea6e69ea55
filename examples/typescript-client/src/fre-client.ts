/**
 * A client of the FRE Mining API built on nothing but the OpenAPI document's types (generated into
 * api-types.ts by openapi-typescript) and openapi-fetch: every path, body and answer below is
 * checked by the compiler against the document.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api-types.ts';
import { solveChallenge } from './proof-of-work.ts';

export interface Identity {
  email: string;
  nickname: string;
  password: string;
}

/** An answer the document lists as an error: its code and message, for the caller to show. */
export class ApiError extends Error {
  constructor(readonly operation: string, readonly status: number, readonly code: string) {
    super(`${operation}: ${status} ${code}`);
  }
}

function failed(operation: string, response: Response, error: { error: { code: string } } | undefined): ApiError {
  return new ApiError(operation, response.status, error?.error.code ?? 'no_body');
}

export function freClient(baseUrl: string, language: 'fr' | 'en' | 'es' | 'ru' | 'zh' = 'en') {
  const api = createClient<paths>({ baseUrl, headers: { 'accept-language': language } });
  let token: string | null = null;
  // The bearer scheme of the document: the latest token on every request once signed in.
  const bearer: Middleware = {
    onRequest({ request }) {
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
  api.use(bearer);

  async function altcha(): Promise<string> {
    const { data, error, response } = await api.GET('/api/auth/challenge');
    if (!data) throw failed('GET /api/auth/challenge', response, error);
    return solveChallenge(data);
  }

  return {
    get token() {
      return token;
    },

    /** Sign-up answers no token: the account is usable once its address is verified. */
    async signUp(identity: Identity) {
      const { data, error, response } = await api.POST('/api/auth/register', {
        body: { ...identity, confirmPassword: identity.password, language, altcha: await altcha() },
      });
      if (!data) throw failed('POST /api/auth/register', response, error);
      return data.user;
    },

    /** The emailed link's token; with `bearer`, the answer's token signs this client in (decision 078). */
    async verify(emailToken: string) {
      const { data, error, response } = await api.POST('/api/auth/verify-email', { body: { token: emailToken, bearer: true } });
      if (!data) throw failed('POST /api/auth/verify-email', response, error);
      token = data.token ?? null;
      return data.user;
    },

    async signIn(identity: Identity) {
      const { data, error, response } = await api.POST('/api/auth/login', { body: { email: identity.email, password: identity.password, bearer: true } });
      if (!data?.token) throw failed('POST /api/auth/login', response, error);
      token = data.token;
      return data.user;
    },

    /** A new token for the same session before this one ends; the old one stops at once. */
    async renew() {
      const { data, error, response } = await api.POST('/api/auth/token/refresh');
      if (!data) throw failed('POST /api/auth/token/refresh', response, error);
      token = data.token;
      return new Date(data.expiresAt);
    },

    async me() {
      const { data, error, response } = await api.GET('/api/me');
      if (!data) throw failed('GET /api/me', response, error);
      return data.user;
    },

    /** Money moves once per key: a retry after a lost answer sends the same Idempotency-Key. */
    async startMining(key = crypto.randomUUID()) {
      const { data, error, response } = await api.POST('/api/mining/start', { params: { header: { 'idempotency-key': key } } });
      if (!data) throw failed('POST /api/mining/start', response, error);
      return data;
    },

    async claim(key = crypto.randomUUID()) {
      const { data, error, response } = await api.POST('/api/mining/claim', { params: { header: { 'idempotency-key': key } } });
      if (!data) throw failed('POST /api/mining/claim', response, error);
      return data;
    },

    async ledger(limit = 20) {
      const { data, error, response } = await api.GET('/api/ledger', { params: { query: { limit } } });
      if (!data) throw failed('GET /api/ledger', response, error);
      return data;
    },

    /** The slot's free spin: a round of a provably fair game that needs no stake. */
    async spinSlot(key = crypto.randomUUID()) {
      const { data, error, response } = await api.POST('/api/games/slot/play', { params: { header: { 'idempotency-key': key } } });
      if (!data) throw failed('POST /api/games/slot/play', response, error);
      return data;
    },
  };
}

export type FreClient = ReturnType<typeof freClient>;
