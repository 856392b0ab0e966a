// The keys that sign the company's verifiable credentials (ES256, P-256). In AWS they are KMS
// asymmetric keys (ECC_NIST_P256, SIGN_VERIFY): VC_KMS_KEY_IDS the signing one first, then the
// retired ones; VC_KMS_NEXT_KEY_IDS newer ones, published in the DID document before they sign (a
// rotation's first phase). The private half never leaves KMS, which signs a digest. Where none is
// configured (the local stack, tests) a key file (VC_ISSUER_KEY_FILE) stands in, created on first
// use like the field key: its first key is the current one. Old keys are kept, retired, so the DID
// document still lists what signed earlier credentials (docs/verifiable-credentials.md).
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, sign } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { IssuerKey } from '@shared/rules/verifiable-credentials';
import { kmsPublicKey, kmsSignDigest } from './kms-rest';

export interface SigningKey {
  thumbprint: string;
  /** An ES256 JWS signature of the signing input: r and s, 32 bytes each (RFC 7518 3.4). */
  sign(signingInput: Uint8Array): Promise<Uint8Array>;
}

interface LocalKeyFile {
  keys: { privateJwk: JsonWebKey; retiredAt: string | null }[];
}

type PublicJwk = IssuerKey['publicJwk'];

const keyIdsIn = (variable: 'VC_KMS_KEY_IDS' | 'VC_KMS_NEXT_KEY_IDS') =>
  (process.env[variable] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
const kmsKeyIds = () => keyIdsIn('VC_KMS_KEY_IDS');

/** Every published key: the signing one first, then those about to sign, then the retired ones (the DID document lists them all). */
export async function issuerKeys(): Promise<IssuerKey[]> {
  const [signing, ...retired] = kmsKeyIds();
  if (signing) {
    const listed = [signing, ...keyIdsIn('VC_KMS_NEXT_KEY_IDS')];
    return Promise.all(
      [...listed, ...retired].map(async (id, i) => {
        const publicJwk = await kmsPublicJwk(id);
        return { thumbprint: jwkThumbprint(publicJwk), publicJwk, retired: i >= listed.length };
      }),
    );
  }
  return readLocalKeys().keys.map(({ privateJwk, retiredAt }) => {
    const publicJwk = publicJwkOf(privateJwk);
    return { thumbprint: jwkThumbprint(publicJwk), publicJwk, retired: retiredAt !== null };
  });
}

/** The key that signs now. */
export async function currentSigningKey(): Promise<SigningKey> {
  const [keyId] = kmsKeyIds();
  if (keyId) {
    const thumbprint = jwkThumbprint(await kmsPublicJwk(keyId));
    return {
      thumbprint,
      sign: async (input) =>
        derToJoseSignature(await kmsSignDigest(keyId, createHash('sha256').update(input).digest())),
    };
  }
  const [current] = readLocalKeys().keys;
  const privateKey = createPrivateKey({ key: current!.privateJwk, format: 'jwk' });
  return {
    thumbprint: jwkThumbprint(publicJwkOf(current!.privateJwk)),
    sign: async (input) => new Uint8Array(sign('sha256', input, { key: privateKey, dsaEncoding: 'ieee-p1363' })),
  };
}

// KMS public keys never change for a key id: read once per cold start.
const kmsPublicJwks = new Map<string, Promise<PublicJwk>>();
function kmsPublicJwk(keyId: string): Promise<PublicJwk> {
  let jwk = kmsPublicJwks.get(keyId);
  if (!jwk) {
    jwk = kmsPublicKey(keyId).then((der) =>
      publicJwkOf(createPublicKey({ key: der, format: 'der', type: 'spki' }).export({ format: 'jwk' })),
    );
    // A failed read is not remembered.
    jwk.catch(() => kmsPublicJwks.delete(keyId));
    kmsPublicJwks.set(keyId, jwk);
  }
  return jwk;
}

function publicJwkOf(jwk: JsonWebKey): PublicJwk {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('The issuer key is not a P-256 key');
  return { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
}

/** RFC 7638: SHA-256 of the required members in lexicographic order, base64url. */
export function jwkThumbprint(jwk: PublicJwk): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** KMS returns ECDSA signatures DER-encoded (SEQUENCE of INTEGER r, s); JWS wants r || s, 32 bytes each. */
export function derToJoseSignature(der: Uint8Array): Uint8Array {
  const fail = () => {
    throw new Error('Malformed ECDSA signature');
  };
  if (der[0] !== 0x30) fail();
  // The sequence's length is one byte (a P-256 signature is at most 72 bytes), or 0x81 and one byte.
  let at = der[1] === 0x81 ? 3 : 2;
  const integer = (): Uint8Array => {
    if (der[at] !== 0x02) fail();
    const length = der[at + 1]!;
    const value = der.subarray(at + 2, at + 2 + length);
    at += 2 + length;
    // Drop the sign byte DER adds to a high first bit, then pad to 32 bytes.
    const stripped = value.subarray(
      Math.max(
        0,
        value.findIndex((byte) => byte !== 0),
      ),
    );
    if (stripped.length > 32) fail();
    const out = new Uint8Array(32);
    out.set(stripped, 32 - stripped.length);
    return out;
  };
  const r = integer();
  const s = integer();
  const joined = new Uint8Array(64);
  joined.set(r, 0);
  joined.set(s, 32);
  return joined;
}

// ---- The local key file ----

function localKeyFile(): string {
  const file = process.env.VC_ISSUER_KEY_FILE;
  if (!file) throw new Error('Missing environment variable VC_KMS_KEY_IDS or VC_ISSUER_KEY_FILE');
  return file;
}

const newLocalKey = () => ({
  privateJwk: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
  retiredAt: null,
});

/** The key file, created with one key on first use (exclusively: parallel first uses agree on one). */
function readLocalKeys(): LocalKeyFile {
  const file = localKeyFile();
  try {
    writeFileSync(file, JSON.stringify({ keys: [newLocalKey()] } satisfies LocalKeyFile), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as LocalKeyFile;
  if (!parsed.keys?.length) throw new Error(`${file} holds no issuer key`);
  return parsed;
}

/**
 * Rotates the local issuer key: a new current key in front, the old ones kept and marked retired.
 * (In AWS a new KMS key is added in front of VC_KMS_KEY_IDS, docs/verifiable-credentials.md.)
 */
export function rotateLocalIssuerKey(at: Date = new Date()): void {
  const { keys } = readLocalKeys();
  const retired = keys.map((key) => ({ ...key, retiredAt: key.retiredAt ?? at.toISOString() }));
  writeFileSync(localKeyFile(), JSON.stringify({ keys: [newLocalKey(), ...retired] } satisfies LocalKeyFile), {
    mode: 0o600,
  });
}
