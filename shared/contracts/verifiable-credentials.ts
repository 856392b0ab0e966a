// Portable credentials: each provider card and CE certificate as a signed Open Badges 3.0 credential
// (application/vc+jwt), the issuer's DID document, the revocation lists, and a content admin's
// revocation (docs/verifiable-credentials.md).
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { binary, messageBody } from './envelope';
import { MAX_LENGTH } from './limits';

/** A compact JWS, the body of an `application/vc+jwt` reply (bytes, like the PDFs). */
const compactJws = binary;
const cardIdParam = z.string().check(z.minLength(1), z.maxLength(64));
const tokenQuery = z.object({ token: z.optional(z.string().check(z.maxLength(MAX_LENGTH.token))) });

const publicJwk = z.object({ kty: z.string(), crv: z.string(), x: z.string(), y: z.string(), alg: z.string() });

export const didDocumentBody = z.object({
  '@context': z.array(z.union([z.string(), z.record(z.string(), z.string())])),
  id: z.string(),
  verificationMethod: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      controller: z.string(),
      publicKeyJwk: publicJwk,
      /** A key that signs no more, listed so that what it signed still verifies. */
      retired: z.optional(z.boolean()),
    }),
  ),
  assertionMethod: z.array(z.string()),
});

export const didDocument = defineContract({
  method: 'GET',
  path: '/.well-known/did.json',
  access: 'public',
  summary:
    "The company's did:web DID document: every key that signs credentials (JsonWebKey, P-256), the signing one first, then any newer one published before it signs, then retired ones, marked `retired` and kept so older credentials still verify. Cached for an hour.",
  grants: ['credential-key:publish'],
  responses: { 200: didDocumentBody, 503: messageBody },
});

export const providerCardCredential = defineContract({
  method: 'GET',
  path: '/api/provider_cards/:cardId/credential.jwt',
  access: 'public',
  summary:
    "The provider card as an Open Badges 3.0 OpenBadgeCredential secured as a compact JWS (application/vc+jwt, ES256, kid a key of /.well-known/did.json). For the card's holder (signed in) or anyone with the card's verification token (`token`, the QR code's); 404 otherwise, and for a card whose course is not passed or expired. 503 when the signing key does not answer.",
  grants: ['table:read', 'table:write:cards', 'table:write:status-lists', 'credential-key:sign'],
  produces: 'application/vc+jwt',
  params: z.object({ cardId: cardIdParam }),
  query: tokenQuery,
  responses: { 200: compactJws, 404: messageBody, 503: messageBody },
});

export const cmeCertificateCredential = defineContract({
  method: 'GET',
  path: '/api/provider_cards/:cardId/cme_certificates/:id/credential.jwt',
  access: 'public',
  summary:
    "One CE certificate (`id`: its accreditation's) of the pass that earned the card, as an OpenBadgeCredential (application/vc+jwt), for the same askers as the card's. 404 for a certificate the pass does not give; 409 until the course evaluation is submitted.",
  grants: ['table:read', 'table:write:cards', 'table:write:status-lists', 'credential-key:sign'],
  produces: 'application/vc+jwt',
  params: z.object({ cardId: cardIdParam, id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  query: tokenQuery,
  responses: { 200: compactJws, 404: messageBody, 409: messageBody, 503: messageBody },
});

export const credentialStatusList = defineContract({
  method: 'GET',
  path: '/api/credential_status_lists/:list.jwt',
  access: 'public',
  summary:
    'A revocation list of the credentials: a BitstringStatusListCredential (application/vc+jwt) whose set bits are revoked credentials. Public; cached for five minutes (its `ttl`). `list` is 1, 2, ... written without leading zeros or signs; 404 for any other spelling and for a list not yet used. Throttled per route (429).',
  grants: ['table:read:status-lists', 'credential-key:sign'],
  produces: 'application/vc+jwt',
  // A string: only the canonical spelling is a list (shared/rules/status-list.ts statusListNumber), anything else a 404.
  params: z.object({ list: z.string().check(z.maxLength(16)) }),
  // Anonymous: its own throttle. CloudFront serves lists (5 min) and misses (1 min) from its cache, and a
  // signed list is reused in memory, so the throttle only bounds the function; set well above what
  // verifiers whose cached copy just expired ask at once (a low one would let a guesser starve them).
  routeThrottle: { rateLimit: 100, burstLimit: 200 },
  responses: { 200: compactJws, 404: messageBody, 429: messageBody, 503: messageBody },
});

/** What the revocation's confirmation names: whose card, for which course, and whether it is revoked already. */
export const cardToRevokeBody = z.object({
  cardId: z.string(),
  holderName: z.string(),
  courseName: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  revokedAt: z.nullable(z.string()),
});

export const getCardToRevoke = defineContract({
  method: 'GET',
  path: '/api/admin/provider_cards/:id.json',
  access: 'contentAdmin',
  summary:
    "A provider card as a content admin's revocation confirms it: its holder's name as printed, the course, its dates and when it was revoked (null if not). 404 for an unknown card.",
  grants: ['table:read:cards'],
  params: z.object({ id: cardIdParam }),
  responses: { 200: cardToRevokeBody, 404: messageBody },
});

export const revokeCard = defineContract({
  method: 'POST',
  path: '/api/admin/provider_cards/:id/revocation.json',
  access: 'contentAdmin',
  summary:
    "Revokes a provider card: its verification page says revoked, and the revocation bits of its credentials (the card's and the CE certificates of its pass) are set. The first revocation's time stands; repeating it changes nothing. 404 for an unknown card.",
  grants: ['table:write'],
  params: z.object({ id: cardIdParam }),
  responses: { 200: z.object({ cardId: z.string(), revokedAt: z.string() }), 404: messageBody },
});
