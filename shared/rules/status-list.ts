// W3C Bitstring Status List v1.0: one bit per credential (statusPurpose revocation), index 0 the
// leftmost bit of the first byte; published GZIP-compressed, multibase base64url (`u` prefix), in a
// BitstringStatusListCredential. Pure: compression is the caller's (node:zlib on the server, the
// browser's DecompressionStream in the verifier).
import { VC_CONTEXT } from './verifiable-credentials';

/** Bits per list: the specification's minimum (16 KB), so a revoked bit hides among 131,072. */
export const STATUS_LIST_BITS = 131_072;

/** The uncompressed bitstring with the given indexes set. */
export function bitstringWith(indexes: Iterable<number>, bits = STATUS_LIST_BITS): Uint8Array {
  const bytes = new Uint8Array(bits / 8);
  for (const index of indexes) {
    if (!Number.isInteger(index) || index < 0 || index >= bits)
      throw new RangeError(`Status index ${index} is outside the list`);
    bytes[index >> 3]! |= 0x80 >> (index & 7);
  }
  return bytes;
}

/** Whether the bit at `index` is set (false beyond the list's end). */
export function bitAt(bitstring: Uint8Array, index: number): boolean {
  const byte = bitstring[index >> 3];
  return byte !== undefined && (byte & (0x80 >> (index & 7))) !== 0;
}

/** Multibase base64url without padding: `u` + the encoding. */
export function multibaseBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `u${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The bytes of a multibase base64url string; throws on another base or a malformed one. */
export function fromMultibaseBase64Url(text: string): Uint8Array {
  if (!text.startsWith('u') || !/^[A-Za-z0-9_-]*$/.test(text.slice(1)))
    throw new Error('Not a multibase base64url string');
  const binary = atob(text.slice(1).replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * How long a served list holds (the list credential's `ttl`, in milliseconds as the specification
 * says): CloudFront and the signing function reuse one for this long, so a revocation shows within it.
 */
export const STATUS_LIST_TTL_MS = 5 * 60 * 1000;

export interface StatusListCredential {
  '@context': [typeof VC_CONTEXT];
  id: string;
  type: ['VerifiableCredential', 'BitstringStatusListCredential'];
  issuer: string;
  validFrom: string;
  credentialSubject: {
    id: string;
    type: 'BitstringStatusList';
    statusPurpose: 'revocation';
    encodedList: string;
    ttl: number;
  };
}

/** The status list credential at `listUrl`, its bits already compressed and encoded. */
export function statusListCredential(input: {
  issuerDid: string;
  listUrl: string;
  encodedList: string;
  validFrom: string;
}): StatusListCredential {
  return {
    '@context': [VC_CONTEXT],
    id: input.listUrl,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: input.issuerDid,
    validFrom: input.validFrom,
    credentialSubject: {
      id: `${input.listUrl}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: input.encodedList,
      ttl: STATUS_LIST_TTL_MS,
    },
  };
}

/** The served path of status list `list` (1, 2, ...): the credential's id is the app URL + this. */
export const statusListPath = (list: number) => `/api/credential_status_lists/${list}.jwt`;

/**
 * A list's number from its path segment, written the one way statusListPath writes it (`01`, `1.0`,
 * `1e0` or `0x1` would each be another URL to cache and sign); null for anything else.
 */
export const statusListNumber = (segment: string): number | null =>
  /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null;
