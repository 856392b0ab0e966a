// The Open Badges 3.0 credentials of cards and CE certificates, did:web, and the status list bits.
import { gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bitAt,
  bitstringWith,
  fromMultibaseBase64Url,
  multibaseBase64Url,
  STATUS_LIST_BITS,
  statusListCredential,
  statusListNumber,
  statusListPath,
} from '@shared/rules/status-list';
import {
  cardCredential,
  ceCertificateCredential,
  didDocumentOf,
  didWebDocumentUrl,
  didWebOf,
  jwtClaimsOf,
  OB_CONTEXT,
  VC_CONTEXT,
  type IssuerProfile,
} from '@shared/rules/verifiable-credentials';

const appUrl = 'https://certify.example';
const issuer: IssuerProfile = { id: 'did:web:certify.example', type: ['Profile'], name: 'CertifyMed', url: appUrl };
const holder = { emailHash: 'sha256$abc', salt: 's4lt', name: 'Ana Ødegård' };
const status = { listUrl: `${appUrl}${statusListPath(1)}`, index: 94567 };

const cardInput = {
  appUrl,
  issuer,
  cardId: 'ACLS-2026-ABCDEFGHJK',
  courseId: 'acls',
  courseTitle: 'Advanced Cardiac Life Support',
  courseType: 'ACLS',
  courseDescription: 'ACLS for providers.',
  holder,
  status,
  issuedOn: '2026-03-01',
  expiresOn: '2028-03-01',
};
const card = (courseDescription = cardInput.courseDescription) => cardCredential({ ...cardInput, courseDescription });

const accreditation = {
  id: 'ancc',
  name: 'Nursing Contact Hours',
  accreditor: 'Nursing Board',
  statement: 'Approved by the Nursing Board.',
  credits: 4.5,
  creditsLabel: 'Contact Hours',
};
const certificate = () =>
  ceCertificateCredential({
    appUrl,
    issuer,
    cardId: 'ACLS-2026-ABCDEFGHJK',
    courseId: 'acls',
    courseTitle: 'Advanced Cardiac Life Support',
    courseType: 'ACLS',
    holder,
    status,
    accreditation,
    completedOn: '2026-02-27',
  });

describe('a provider card as an OpenBadgeCredential', () => {
  it('has the VC 2.0 and OB 3.0 contexts in that order, its types, the issuer profile and the OB schema', () => {
    const vc = card();
    expect(vc['@context']).toEqual([VC_CONTEXT, 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(OB_CONTEXT).toMatch(/^https:\/\/purl\.imsglobal\.org\/spec\/ob\/v3p0\/context(-3\.\d\.\d)*\.json$/);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.issuer).toEqual(issuer);
    expect(vc.credentialSchema).toEqual([
      {
        id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json',
        type: '1EdTechJsonSchemaValidator2019',
      },
    ]);
  });

  it('is valid from the issue day to the end of the expiry day, and its id is the card’s verify page', () => {
    const vc = card();
    expect(vc.validFrom).toBe('2026-03-01T00:00:00Z');
    expect(vc.validUntil).toBe('2028-03-01T23:59:59Z');
    expect(vc.id).toBe('https://certify.example/verify/ACLS-2026-ABCDEFGHJK');
  });

  it('names the holder by salted email hash and by the printed name, and the course as a Certification', () => {
    const subject = card().credentialSubject;
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(subject.identifier).toEqual([
      { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: 'sha256$abc', salt: 's4lt' },
      { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Ana Ødegård' },
    ]);
    expect(subject.achievement).toEqual({
      id: 'https://certify.example/courses/acls',
      type: ['Achievement'],
      achievementType: 'Certification',
      name: 'Advanced Cardiac Life Support',
      description: 'ACLS for providers.',
      criteria: { narrative: 'Passed the ACLS certification exam of CertifyMed.' },
      humanCode: 'ACLS',
    });
  });

  it('names the holder by the printed name only when their email is not verified (no emailHash)', () => {
    const vc = cardCredential({ ...cardInput, holder: { ...holder, emailHash: null } });
    expect(vc.credentialSubject.identifier).toEqual([
      { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Ana Ødegård' },
    ]);
  });

  it('points at its revocation bit', () => {
    expect(card().credentialStatus).toEqual({
      id: 'https://certify.example/api/credential_status_lists/1.jwt#94567',
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '94567',
      statusListCredential: 'https://certify.example/api/credential_status_lists/1.jwt',
    });
  });

  it('falls back to the title when the course has no description', () => {
    expect(card('').credentialSubject.achievement.description).toBe('Advanced Cardiac Life Support');
  });
});

describe('a CE certificate as an OpenBadgeCredential', () => {
  it('is a CertificateOfCompletion of the accreditation with its hours, from the completion day, without expiry', () => {
    const vc = certificate();
    expect(vc.id).toBe('https://certify.example/verify/ACLS-2026-ABCDEFGHJK?certificate=ancc');
    expect(vc.validFrom).toBe('2026-02-27T00:00:00Z');
    expect(vc.validUntil).toBeUndefined();
    expect(vc.name).toBe('Nursing Contact Hours: Advanced Cardiac Life Support');
    const { achievement, creditsEarned, activityEndDate } = vc.credentialSubject;
    expect(achievement).toMatchObject({
      id: 'https://certify.example/courses/acls#ancc',
      achievementType: 'CertificateOfCompletion',
      description: 'Approved by the Nursing Board.',
      creditsAvailable: 4.5,
      humanCode: 'ACLS',
      tag: ['Nursing Board', 'Contact Hours'],
    });
    expect(achievement.criteria.narrative).toContain('4.5 Contact Hours');
    expect(creditsEarned).toBe(4.5);
    expect(activityEndDate).toBe('2026-02-27T00:00:00Z');
  });

  it('encodes ids that are not URL-safe', () => {
    const vc = ceCertificateCredential({ ...certificateInput(), accreditation: { ...accreditation, id: 'a b/c' } });
    expect(vc.id).toBe('https://certify.example/verify/ACLS-2026-ABCDEFGHJK?certificate=a%20b%2Fc');
    expect(vc.credentialSubject.achievement.id).toBe('https://certify.example/courses/acls#a%20b%2Fc');
  });
});

function certificateInput() {
  return {
    appUrl: `${appUrl}/`,
    issuer,
    cardId: 'ACLS-2026-ABCDEFGHJK',
    courseId: 'acls',
    courseTitle: 'Advanced Cardiac Life Support',
    courseType: 'ACLS',
    holder,
    status,
    accreditation,
    completedOn: '2026-02-27',
  };
}

describe('JWT claims (OB 3.0 JSON Web Token proof)', () => {
  it('repeat issuer.id, id, validFrom and validUntil as iss, jti, nbf and exp', () => {
    expect(jwtClaimsOf(card())).toEqual({
      iss: 'did:web:certify.example',
      jti: 'https://certify.example/verify/ACLS-2026-ABCDEFGHJK',
      nbf: Date.parse('2026-03-01T00:00:00Z') / 1000,
      exp: Date.parse('2028-03-01T23:59:59Z') / 1000,
    });
    expect(jwtClaimsOf(certificate())).not.toHaveProperty('exp');
  });
});

describe('did:web', () => {
  it('names the app’s host, its port percent-encoded, and its path', () => {
    expect(didWebOf('https://certify.example')).toBe('did:web:certify.example');
    expect(didWebOf('https://certify.example/')).toBe('did:web:certify.example');
    expect(didWebOf('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(didWebOf('https://example.com/apps/certify')).toBe('did:web:example.com:apps:certify');
  });

  it('resolves to /.well-known/did.json over https (http for the local stack only)', () => {
    expect(didWebDocumentUrl('did:web:certify.example')).toBe('https://certify.example/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:certify.example#key')).toBe('https://certify.example/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:localhost%3A3000')).toBe('http://localhost:3000/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:127.0.0.1%3A8080')).toBe('http://127.0.0.1:8080/.well-known/did.json');
    expect(didWebDocumentUrl('did:web:localhost.evil.example')).toBe(
      'https://localhost.evil.example/.well-known/did.json',
    );
    expect(didWebDocumentUrl('did:web:example.com:apps:certify')).toBe('https://example.com/apps/certify/did.json');
    expect(() => didWebDocumentUrl('did:key:z6Mk')).toThrow(/did:web/);
  });

  it('round-trips an app URL to its document (property)', () => {
    fc.assert(
      fc.property(fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }), (host, port) => {
        const url = `https://${host}${port && port !== 443 ? `:${port}` : ''}`;
        expect(didWebDocumentUrl(didWebOf(url))).toBe(`${new URL(url).origin}/.well-known/did.json`);
      }),
    );
  });

  it('lists every key for assertions, the current first, retired ones marked', () => {
    const jwk = (x: string) => ({ kty: 'EC', crv: 'P-256', x, y: `${x}y` }) as const;
    const doc = didDocumentOf('did:web:certify.example', [
      { thumbprint: 'new', publicJwk: jwk('n'), retired: false },
      { thumbprint: 'old', publicJwk: jwk('o'), retired: true },
    ]);
    expect(doc.id).toBe('did:web:certify.example');
    expect(doc['@context'].slice(0, 2)).toEqual(['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/jwk/v1']);
    expect(doc.verificationMethod).toEqual([
      {
        id: 'did:web:certify.example#new',
        type: 'JsonWebKey',
        controller: 'did:web:certify.example',
        publicKeyJwk: { ...jwk('n'), alg: 'ES256' },
      },
      {
        id: 'did:web:certify.example#old',
        type: 'JsonWebKey',
        controller: 'did:web:certify.example',
        publicKeyJwk: { ...jwk('o'), alg: 'ES256' },
        retired: true,
      },
    ]);
    expect(doc.assertionMethod).toEqual(['did:web:certify.example#new', 'did:web:certify.example#old']);
  });
});

describe('Bitstring Status List', () => {
  it('sets index 0 as the leftmost bit of the first byte, in a 16 KB list', () => {
    const bits = bitstringWith([0, 9, STATUS_LIST_BITS - 1]);
    expect(bits.length).toBe(16_384);
    expect(bits[0]).toBe(0x80);
    expect(bits[1]).toBe(0x40);
    expect(bits[16_383]).toBe(0x01);
    expect([0, 9, STATUS_LIST_BITS - 1].map((i) => bitAt(bits, i))).toEqual([true, true, true]);
    expect([1, 8, 10, STATUS_LIST_BITS, -1].map((i) => bitAt(bits, i))).toEqual([false, false, false, false, false]);
    expect(() => bitstringWith([STATUS_LIST_BITS])).toThrow(RangeError);
    expect(() => bitstringWith([1.5])).toThrow(RangeError);
  });

  it('reads back exactly the bits set, through gzip and multibase base64url (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: STATUS_LIST_BITS - 1 }), { maxLength: 200 }), (set) => {
        const encoded = multibaseBase64Url(gzipSync(bitstringWith(set)));
        expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
        const bits = new Uint8Array(gunzipSync(fromMultibaseBase64Url(encoded)));
        const probe = [...set, ...set.map((i) => (i + 1) % STATUS_LIST_BITS)];
        for (const index of probe) expect(bitAt(bits, index)).toBe(set.includes(index));
      }),
      { numRuns: 30 },
    );
  });

  it('refuses another multibase or a malformed one', () => {
    expect(() => fromMultibaseBase64Url('zabc')).toThrow();
    expect(() => fromMultibaseBase64Url('uab+c')).toThrow();
    expect(fromMultibaseBase64Url(multibaseBase64Url(new Uint8Array([255, 0, 1])))).toEqual(
      new Uint8Array([255, 0, 1]),
    );
  });

  it('reads a list number written only the way its path writes it', () => {
    expect(['1', '2', '999999'].map(statusListNumber)).toEqual([1, 2, 999_999]);
    for (const segment of ['0', '01', '1.0', '1e0', '0x1', '+1', ' 1', '1 ', '1000000', '', '-1'])
      expect(statusListNumber(segment), segment).toBeNull();
  });

  it('publishes a BitstringStatusListCredential for revocation, with its time to live', () => {
    expect(
      statusListCredential({
        issuerDid: 'did:web:certify.example',
        listUrl: 'https://certify.example/api/credential_status_lists/1.jwt',
        encodedList: 'uH4sI',
        validFrom: '2026-03-01T10:00:00Z',
      }),
    ).toEqual({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: 'https://certify.example/api/credential_status_lists/1.jwt',
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: 'did:web:certify.example',
      validFrom: '2026-03-01T10:00:00Z',
      credentialSubject: {
        id: 'https://certify.example/api/credential_status_lists/1.jwt#list',
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
        encodedList: 'uH4sI',
        ttl: 300_000,
      },
    });
  });
});
