// Provider cards and CE certificates as Open Badges 3.0 credentials (1EdTech OB 3.0 on the W3C
// Verifiable Credentials Data Model 2.0), secured as compact JWS (`application/vc+jwt`,
// VC-JOSE-COSE) by the company's did:web issuer. Pure: the server builds and signs them, the
// browser's verifier reads them back with the same names. docs/verifiable-credentials.md.

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** OB 3.0's JSON Schema of an AchievementCredential, checked by 1EdTech's validators. */
export const OB_CREDENTIAL_SCHEMA = {
  id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json',
  type: '1EdTechJsonSchemaValidator2019',
} as const;
/** The media type of a credential secured with JOSE (VC-JOSE-COSE), and its JOSE `typ` and `cty`. */
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';
export const VC_JWT_TYP = 'vc+jwt';
export const VC_JWT_CTY = 'vc';
/** ES256: ECDSA on P-256 with SHA-256 (a KMS ECC_NIST_P256 key in AWS). */
export const VC_SIGNING_ALG = 'ES256';

export interface IssuerProfile {
  /** The company's did:web (didWebOf its app URL). */
  id: string;
  type: ['Profile'];
  name: string;
  url: string;
}

/** OB 3.0's IdentityObject: the holder's email as `sha256$<hex>` of the address and the salt. */
export interface IdentityObject {
  type: 'IdentityObject';
  identityType: 'emailAddress' | 'name';
  hashed: boolean;
  identityHash: string;
  salt?: string;
}

export interface Achievement {
  id: string;
  type: ['Achievement'];
  achievementType: 'Certification' | 'CertificateOfCompletion';
  name: string;
  description: string;
  criteria: { narrative: string };
  humanCode: string;
  creditsAvailable?: number;
  tag?: string[];
}

export interface StatusListEntry {
  id: string;
  type: 'BitstringStatusListEntry';
  statusPurpose: 'revocation';
  statusListIndex: string;
  statusListCredential: string;
}

export interface OpenBadgeCredential {
  '@context': [typeof VC_CONTEXT, typeof OB_CONTEXT];
  id: string;
  type: ['VerifiableCredential', 'OpenBadgeCredential'];
  name: string;
  issuer: IssuerProfile;
  validFrom: string;
  validUntil?: string;
  credentialSubject: {
    type: ['AchievementSubject'];
    identifier: IdentityObject[];
    achievement: Achievement;
    activityEndDate?: string;
    creditsEarned?: number;
  };
  credentialStatus: StatusListEntry;
  credentialSchema: [typeof OB_CREDENTIAL_SCHEMA];
}

/** Who a credential is about: the hashed email (with its salt) and the name printed on the card. */
export interface Holder {
  /** Null when the account's email is not verified: the credential then names no email. */
  emailHash: string | null;
  salt: string;
  name: string;
}

/** Where a credential's revocation bit is: its status list's URL and its index there. */
export interface StatusSlot {
  listUrl: string;
  index: number;
}

interface CredentialBase {
  appUrl: string;
  issuer: IssuerProfile;
  cardId: string;
  courseId: string;
  courseTitle: string;
  courseType: string;
  holder: Holder;
  status: StatusSlot;
}

export interface CardCredentialInput extends CredentialBase {
  courseDescription: string;
  /** Calendar dates (YYYY-MM-DD) of the card. */
  issuedOn: string;
  expiresOn: string;
}

export interface CeCertificateCredentialInput extends CredentialBase {
  accreditation: {
    id: string;
    name: string;
    accreditor: string;
    statement: string;
    credits: number;
    creditsLabel: string;
  };
  /** The calendar day the course was passed (the certificate's completion date). */
  completedOn: string;
}

/** A calendar day's first instant (validFrom) and last whole second (validUntil), in UTC. */
export const startOfDay = (day: string) => `${day}T00:00:00Z`;
export const endOfDay = (day: string) => `${day}T23:59:59Z`;

/** The public page a card's credential id names (the card's verification, asking the holder's last name). */
export const cardCredentialId = (appUrl: string, cardId: string) =>
  `${trimSlash(appUrl)}/verify/${encodeURIComponent(cardId)}`;

/** A CE certificate's id: the verification page of the card its pass earned, naming the certificate. */
export const ceCertificateCredentialId = (appUrl: string, cardId: string, accreditationId: string) =>
  `${cardCredentialId(appUrl, cardId)}?certificate=${encodeURIComponent(accreditationId)}`;

const courseUrl = (appUrl: string, courseId: string) => `${trimSlash(appUrl)}/courses/${encodeURIComponent(courseId)}`;

function identifiers(holder: Holder): IdentityObject[] {
  const email: IdentityObject[] = holder.emailHash
    ? [
        {
          type: 'IdentityObject',
          identityType: 'emailAddress',
          hashed: true,
          identityHash: holder.emailHash,
          salt: holder.salt,
        },
      ]
    : [];
  // The name the card carries, as the PDF prints it: what a verifier compares with an ID.
  return [...email, { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: holder.name }];
}

export function statusListEntry({ listUrl, index }: StatusSlot): StatusListEntry {
  return {
    id: `${listUrl}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index),
    statusListCredential: listUrl,
  };
}

const credentialFrame = (
  input: CredentialBase,
): Pick<OpenBadgeCredential, '@context' | 'type' | 'issuer' | 'credentialStatus' | 'credentialSchema'> => ({
  '@context': [VC_CONTEXT, OB_CONTEXT],
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: input.issuer,
  credentialStatus: statusListEntry(input.status),
  credentialSchema: [OB_CREDENTIAL_SCHEMA],
});

/** A provider card: a Certification valid from its issue date to the end of its expiry date. */
export function cardCredential(input: CardCredentialInput): OpenBadgeCredential {
  const frame = credentialFrame(input);
  return {
    '@context': frame['@context'],
    id: cardCredentialId(input.appUrl, input.cardId),
    type: frame.type,
    name: `${input.courseTitle} provider card`,
    issuer: frame.issuer,
    validFrom: startOfDay(input.issuedOn),
    validUntil: endOfDay(input.expiresOn),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: identifiers(input.holder),
      achievement: {
        id: courseUrl(input.appUrl, input.courseId),
        type: ['Achievement'],
        achievementType: 'Certification',
        name: input.courseTitle,
        description: input.courseDescription || input.courseTitle,
        criteria: { narrative: `Passed the ${input.courseType} certification exam of ${input.issuer.name}.` },
        humanCode: input.courseType,
      },
    },
    credentialStatus: frame.credentialStatus,
    credentialSchema: frame.credentialSchema,
  };
}

/** A CE certificate: the accreditation's credit hours for the course, from its completion on (no expiry). */
export function ceCertificateCredential(input: CeCertificateCredentialInput): OpenBadgeCredential {
  const frame = credentialFrame(input);
  const { accreditation } = input;
  return {
    '@context': frame['@context'],
    id: ceCertificateCredentialId(input.appUrl, input.cardId, accreditation.id),
    type: frame.type,
    name: `${accreditation.name}: ${input.courseTitle}`,
    issuer: frame.issuer,
    validFrom: startOfDay(input.completedOn),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: identifiers(input.holder),
      achievement: {
        id: `${courseUrl(input.appUrl, input.courseId)}#${encodeURIComponent(accreditation.id)}`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: `${accreditation.name}: ${input.courseTitle}`,
        // The accreditor's own statement names it and what it approves.
        description: accreditation.statement,
        criteria: {
          narrative: `Passed the ${input.courseType} course exam and submitted the course evaluation. ${accreditation.credits} ${accreditation.creditsLabel}.`,
        },
        humanCode: input.courseType,
        creditsAvailable: accreditation.credits,
        tag: [accreditation.accreditor, accreditation.creditsLabel],
      },
      activityEndDate: startOfDay(input.completedOn),
      creditsEarned: accreditation.credits,
    },
    credentialStatus: frame.credentialStatus,
    credentialSchema: frame.credentialSchema,
  };
}

/**
 * The JWT claims OB 3.0's JSON Web Token proof names next to the credential (VC-JOSE-COSE allows
 * them; they repeat the credential's own members, never contradict them): iss = issuer.id,
 * jti = id, nbf = validFrom, exp = validUntil when it has one. No `sub`: the holder has no id,
 * only identifiers (OB 3.0 allows either).
 */
export function jwtClaimsOf(credential: Pick<OpenBadgeCredential, 'issuer' | 'id' | 'validFrom' | 'validUntil'>) {
  return {
    iss: credential.issuer.id,
    jti: credential.id,
    nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
    ...(credential.validUntil ? { exp: Math.floor(Date.parse(credential.validUntil) / 1000) } : {}),
  };
}

// ---- did:web: the issuer's identifier and where its DID document is ----

/**
 * The did:web of the app's origin (and path): `https://certify.example` -> `did:web:certify.example`,
 * `http://localhost:3000` -> `did:web:localhost%3A3000` (the port's colon percent-encoded).
 */
export function didWebOf(appUrl: string): string {
  const url = new URL(appUrl);
  const host = url.port ? `${url.hostname}%3A${url.port}` : url.hostname;
  const path = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', host, ...path].join(':');
}

/**
 * Where a did:web's DID document is: https://<host>/.well-known/did.json, or https://<host>/<path>/did.json.
 * `localhost` and `127.0.0.1` resolve over http (the local stack), every other host over https only.
 */
export function didWebDocumentUrl(did: string): string {
  const [scheme, method, host, ...path] = did.split('#')[0]!.split(':');
  if (scheme !== 'did' || method !== 'web' || !host) throw new Error(`Not a did:web: ${did}`);
  const hostname = decodeURIComponent(host);
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(hostname);
  const base = `${local ? 'http' : 'https'}://${hostname}`;
  return path.length
    ? `${base}/${path.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}/did.json`
    : `${base}/.well-known/did.json`;
}

/** The DID document's path on the app's own origin (CloudFront and the local gateway route it). */
export const DID_DOCUMENT_PATH = '/.well-known/did.json';

export interface IssuerKey {
  /** RFC 7638 JWK thumbprint (SHA-256): the verification method's fragment and the JWS `kid`'s. */
  thumbprint: string;
  publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string };
  /** A key that signs no more: kept so that what it signed still verifies (rotation). A key published ahead of signing is not retired. */
  retired: boolean;
}

export const verificationMethodId = (did: string, thumbprint: string) => `${did}#${thumbprint}`;

/** The term a retired key is marked with (an undefined term would be dropped by JSON-LD processors). */
const retiredTerm = (did: string) => ({ retired: `${didWebDocumentUrl(did)}#retired` });

/**
 * The issuer's DID document: every published key, the signing one first, each a JsonWebKey
 * (VC-JOSE-COSE) listed for assertions; retired keys marked `"retired": true`, still listed so the
 * credentials they signed keep verifying.
 */
export function didDocumentOf(did: string, keys: readonly IssuerKey[]) {
  const methods = keys.map((key) => ({
    id: verificationMethodId(did, key.thumbprint),
    type: 'JsonWebKey',
    controller: did,
    publicKeyJwk: { ...key.publicJwk, alg: VC_SIGNING_ALG },
    ...(key.retired ? { retired: true } : {}),
  }));
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/jwk/v1', retiredTerm(did)],
    id: did,
    verificationMethod: methods,
    assertionMethod: methods.map((method) => method.id),
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
