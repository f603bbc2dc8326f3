/**
 * A software authenticator for the passkey tests: an ES256 key made with WebCrypto, and the
 * registration ('none' attestation) and assertion answers built by hand as a browser would send
 * them (WebAuthn §6.1 authenticator data, §6.5 attestation object, CBOR and COSE by hand).
 * Every field can be bent, so a test can make an answer for another site, an old counter or a
 * tampered signature.
 */
const enc = new TextEncoder();

const b64url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (text: string): Uint8Array => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));

/** The few CBOR items WebAuthn needs: unsigned/negative ints, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function cbor(value: Cbor): Uint8Array {
  const head = (major: number, n: number) => {
    if (n < 24) return Uint8Array.of((major << 5) | n);
    if (n < 256) return Uint8Array.of((major << 5) | 24, n);
    return Uint8Array.of((major << 5) | 25, n >> 8, n & 0xff);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = enc.encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  return concat(head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** WebCrypto signs ECDSA as r||s; WebAuthn carries it as an ASN.1 DER SEQUENCE of two INTEGERs. */
function derSignature(raw: Uint8Array): Uint8Array {
  const int = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let body = bytes.slice(i);
    if (body[0]! & 0x80) body = concat(Uint8Array.of(0), body);
    return concat(Uint8Array.of(0x02, body.length), body);
  };
  const seq = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(Uint8Array.of(0x30, seq.length), seq);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Ceremony {
  origin?: string;
  rpId?: string;
  /** false: the device did not check who holds it */
  verified?: boolean;
  type?: string;
}

export class SoftAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(32));
  counter = 0;
  userHandle = '';
  private constructor(private readonly keys: CryptoKeyPair) {}

  static async create() {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
    return new SoftAuthenticator(keys);
  }

  get id() {
    return b64url(this.credentialId);
  }

  private async authData(rpId: string, flags: number, extra = new Uint8Array()) {
    const count = Uint8Array.of(this.counter >>> 24, (this.counter >> 16) & 0xff, (this.counter >> 8) & 0xff, this.counter & 0xff);
    return concat(await sha256(enc.encode(rpId)), Uint8Array.of(flags), count, extra);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return enc.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create()'s answer to `options` (as /api/passkey/register/options gave them). */
  async register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, ceremony: Ceremony = {}) {
    const origin = ceremony.origin ?? 'http://blog.test';
    const rpId = ceremony.rpId ?? options.rp.id ?? 'blog.test';
    this.userHandle = options.user.id;
    const jwk = (await crypto.subtle.exportKey('jwk', this.keys.publicKey)) as JsonWebKey;
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromB64url(jwk.x!)],
        [-3, fromB64url(jwk.y!)],
      ]),
    );
    const attested = concat(new Uint8Array(16), Uint8Array.of(this.credentialId.length >> 8, this.credentialId.length & 0xff), this.credentialId, cose);
    const flags = FLAG_UP | (ceremony.verified === false ? 0 : FLAG_UV) | FLAG_AT;
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', await this.authData(rpId, flags, attested)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData(ceremony.type ?? 'webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get()'s answer to `options`; the counter moves on by one unless told. */
  async assert(options: { challenge: string; rpId?: string }, ceremony: Ceremony & { counter?: number } = {}) {
    const origin = ceremony.origin ?? 'http://blog.test';
    const rpId = ceremony.rpId ?? options.rpId ?? 'blog.test';
    this.counter = ceremony.counter ?? this.counter + 1;
    const authenticatorData = await this.authData(rpId, FLAG_UP | (ceremony.verified === false ? 0 : FLAG_UV));
    const clientDataJSON = this.clientData(ceremony.type ?? 'webauthn.get', options.challenge, origin);
    const signed = concat(authenticatorData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(derSignature(raw)),
        userHandle: this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
