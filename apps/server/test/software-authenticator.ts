/**
 * A passkey authenticator in software, for API tests: real WebAuthn answers (ES256 keys, "none"
 * attestation, the CBOR and byte layouts of the WebAuthn spec) that @simplewebauthn/server checks
 * exactly as it checks a phone's. Each registered credential is discoverable, like a passkey.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(value, 1);
  return bytes;
}

/** Just what attestation objects and COSE keys use: integers, text, bytes and maps. */
export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value.entries()].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
  excludeCredentials?: { id: string }[];
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];
  /** `countsSignatures`: false acts like a synced passkey, whose counter stays 0. */
  constructor(private readonly origin: string, private readonly options: { countsSignatures?: boolean } = {}) {}

  /** The answer of navigator.credentials.create() to POST /api/me/passkeys/options' JSON. */
  register(options: CreationOptions) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    if (options.excludeCredentials?.some((excluded) => this.credentials.some((credential) => b64url(credential.id) === excluded.id))) {
      throw new Error('InvalidStateError: already registered');
    }
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: Credential = { id: randomBytes(32), privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = encodeCbor(new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(rpId), Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]), this.counterBytes(credential, false),
      Buffer.alloc(16), idLength, credential.id, coseKey,
    ]);
    const attestationObject = encodeCbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: this.origin, crossOrigin: false });
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * The answer of navigator.credentials.get(): with the credential named in allowCredentials, or
   * the first one of the site (what a user picks among discoverable ones). `userVerified: false`
   * plays a key touched without its PIN.
   */
  assert(options: RequestOptions, overrides: { userVerified?: boolean; credential?: Credential } = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = options.allowCredentials?.map((allow) => allow.id) ?? [];
    const credential = overrides.credential ?? this.credentials.find((candidate) => candidate.rpId === rpId && (allowed.length === 0 || allowed.includes(b64url(candidate.id))));
    if (!credential) throw new Error('NotAllowedError: no credential');
    const flags = FLAG_UP | (overrides.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), this.counterBytes(credential, true)]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, crossOrigin: false });
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: credential.userHandle },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  private counterBytes(credential: Credential, use: boolean): Buffer {
    if (use && this.options.countsSignatures !== false) credential.counter += 1;
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(credential.counter);
    return bytes;
  }
}
