/** A tiny cookie-keeping HTTP client: real requests over loopback, as a browser would send them. */
import { solvedChallenge } from './solved-challenge.ts';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Requests the web app always sends with a solved bot challenge. */
const ALWAYS_CHALLENGED = new Set(['POST /api/auth/register', 'POST /api/auth/password-reset']);

const isPlainObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

export class ApiClient {
  cookie: string | undefined;
  /**
   * Like the web app, the client solves the bot challenge (decision 021) for a JSON body without
   * an `altcha` field: up front for sign-up and reset, else once the server answers
   * challenge_required. A body with an `altcha` key (even undefined) or `challenges: false` is
   * sent as given, for the tests of the challenge itself.
   */
  constructor(private readonly baseUrl: string, private readonly language = 'fr', private readonly options: { challenges?: boolean } = {}) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const solves = this.options.challenges !== false && isPlainObject(body) && !('altcha' in body);
    const withChallenge = async () => ({ ...(body as object), altcha: await solvedChallenge(this.baseUrl) });
    const response = await this.send<T>(method, path, solves && ALWAYS_CHALLENGED.has(`${method} ${path}`) ? await withChallenge() : body, headers);
    const required = response.status === 400 && (response.body as { error?: { code?: string } } | null)?.error?.code === 'challenge_required';
    return solves && required ? this.send<T>(method, path, await withChallenge(), headers) : response;
  }

  private async send<T>(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<ApiResponse<T>> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        'accept-language': this.language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
}

export const STRONG_PASSWORD = 'Str0ng!pass';
let counter = 0;

export function uniqueUser(prefix = 'user') {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  return { email: `${prefix}.${suffix}@example.test`, nickname: `${prefix}${suffix}`.slice(0, 20), password: STRONG_PASSWORD };
}

/** Registers a user (logged in by the register call) and optionally verifies the email via the sent link. */
export async function registerUser(baseUrl: string, sent: { to: string; link: string }[], options: { verify?: boolean; referralCode?: string; prefix?: string } = {}) {
  const identity = uniqueUser(options.prefix);
  const client = new ApiClient(baseUrl);
  const response = await client.post('/api/auth/register', { ...identity, confirmPassword: identity.password, referralCode: options.referralCode });
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  if (options.verify !== false) {
    const email = sent.filter((mail) => mail.to === identity.email).at(-1)!;
    const token = new URL(email.link).searchParams.get('token');
    const verified = await client.post('/api/auth/verify-email', { token });
    if (verified.status !== 200) throw new Error('verify failed');
  }
  return { client, identity, user: response.body.user };
}
