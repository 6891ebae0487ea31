/**
 * Identity's access-token keys (ASVS V3.5.3, architecture "Sessions and tokens"): only identity
 * holds a private key, so only identity can sign; every service verifies with the public keys
 * identity publishes at `GET /.well-known/jwks.json`. One key signs (TOKEN_SIGNING_KEY); the
 * previous keys of a rotation (TOKEN_PREVIOUS_KEYS) are published until the last token they
 * signed has expired (docs/operations.md "Rotating the token signing key").
 */
import { createHash, createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { createLocalJWKSet, SignJWT, type JWK } from 'jose';
import {
  audienceOf,
  TOKEN_ALGORITHM,
  TOKEN_ISSUER,
  TOKEN_LIFETIME_SECONDS,
  type TokenKeys,
  type TokenSubject,
} from '@consulting/service-kit';

/** A signed access token with the claims identity stores with its session. */
export interface IssuedToken {
  token: string;
  jti: string;
  /** The `exp` claim. */
  expiresAt: Date;
}

/** The signing key and the published key set of identity. */
export interface TokenKeyRing {
  /** `{keys:[…]}`: the public JWK of the signing key first, then those of the previous keys. */
  jwks: { keys: JWK[] };
  /** Resolves a token's key from `jwks` (identity's own verification). */
  keys: TokenKeys;
  /**
   * Signs an ES256 access token for `subject` in session `sid`, issued at `nowMs` (ms since the
   * epoch) for the role's lifetime ({@link TOKEN_LIFETIME_SECONDS}): claims `iss`, `aud` (the
   * role's audience), `sub`, `role`, `email`, `name`, `sid`, a random `jti`, `iat`, `exp`;
   * header `kid` = the signing key's RFC 7638 thumbprint.
   */
  sign(subject: TokenSubject, sid: string, nowMs: number): Promise<IssuedToken>;
}

const PEM_BLOCK = /-----BEGIN [A-Z ]+-----[\s\S]+?-----END [A-Z ]+-----/g;

/** The PEM blocks of `text` (one or more keys, as a file of concatenated keys holds them). */
export function pemBlocks(text: string): string[] {
  return text.match(PEM_BLOCK) ?? [];
}

/** Throws unless `key` is an EC key on P-256 (the curve of ES256). */
function assertP256(key: KeyObject, what: string): void {
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error(`${what} must be an EC P-256 key (openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256)`);
}

/**
 * The public JWK of the P-256 key `key`, with its RFC 7638 thumbprint as `kid` (SHA-256 of the
 * required members `crv`, `kty`, `x`, `y` in that order, base64url), for ES256 signatures.
 */
export function publicJwkOf(key: KeyObject): JWK {
  const publicKey = key.type === 'public' ? key : createPublicKey(key);
  const { crv, kty, x, y } = publicKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
  return { crv, kty, x, y, kid, alg: TOKEN_ALGORITHM, use: 'sig' };
}

/**
 * Loads identity's keys: `signingKeyPem`, a PKCS8 PEM EC P-256 private key (`openssl genpkey
 * -algorithm EC -pkeyopt ec_paramgen_curve:P-256`), and `previousKeysPem`, zero or more PEM keys
 * (public or private) of earlier signing keys, published for verification only. Throws an Error
 * naming the variable when a key is not a P-256 key or cannot be read.
 */
export function loadTokenKeys(signingKeyPem: string, previousKeysPem = ''): TokenKeyRing {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(signingKeyPem);
  } catch (error) {
    throw new Error('TOKEN_SIGNING_KEY is not a PEM private key', { cause: error });
  }
  assertP256(privateKey, 'TOKEN_SIGNING_KEY');
  const signing = publicJwkOf(privateKey);
  const previous: JWK[] = [];
  for (const pem of pemBlocks(previousKeysPem)) {
    let key: KeyObject;
    try {
      key = createPublicKey(pem);
    } catch (error) {
      throw new Error('TOKEN_PREVIOUS_KEYS holds a key that is not a PEM key', { cause: error });
    }
    assertP256(key, 'TOKEN_PREVIOUS_KEYS');
    const jwk = publicJwkOf(key);
    if (jwk.kid !== signing.kid && !previous.some((known) => known.kid === jwk.kid)) previous.push(jwk);
  }
  const jwks = { keys: [signing, ...previous] };
  const kid = signing.kid!;
  return {
    jwks,
    keys: createLocalJWKSet(jwks),
    async sign(subject, sid, nowMs) {
      const jti = randomUUID();
      const iat = Math.floor(nowMs / 1000);
      const exp = iat + TOKEN_LIFETIME_SECONDS[subject.role];
      const token = await new SignJWT({ role: subject.role, email: subject.email, name: subject.name, sid })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(audienceOf(subject.role))
        .setSubject(subject.id)
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(privateKey);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
  };
}
