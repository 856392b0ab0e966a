// The browser's credential check (/verify): a credential signed like the server signs it, checked
// against a DID document and status list served by a fake fetch. Valid; every byte changed, another
// issuer, a key not (yet) listed, dates, revocation, a list or document that cannot be read or is not
// a revocation list, a retired key, the holder's email; and what is not a credential at all.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { CompactSign, calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { bitstringWith, multibaseBase64Url, statusListCredential } from '@shared/rules/status-list';
import {
  cardCredential,
  ceCertificateCredential,
  didDocumentOf,
  jwtClaimsOf,
  type IssuerKey,
  type OpenBadgeCredential,
} from '@shared/rules/verifiable-credentials';
import { checkCredential, type CredentialReport } from '@web/features/credentials/verification/check-credential';

const ORIGIN = 'https://certify.example';
const DID = 'did:web:certify.example';
const LIST_URL = `${ORIGIN}/api/credential_status_lists/1.jwt`;
const NOW = new Date('2027-01-10T12:00:00Z');
const EMAIL = 'vera@example.com';
const SALT = 'pepper';

type Key = { privateKey: CryptoKey; issuerKey: IssuerKey };
let current: Key;
let retired: Key;
let stranger: Key;

async function newKey(retiredKey = false): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(publicKey);
  const publicJwk = { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! } as const;
  return {
    privateKey: privateKey as CryptoKey,
    issuerKey: { thumbprint: await calculateJwkThumbprint(publicJwk), publicJwk, retired: retiredKey },
  };
}

beforeAll(async () => {
  current = await newKey();
  retired = await newKey(true);
  stranger = await newKey();
});

const sign = (payload: object, key: Key, kid = `${DID}#${key.issuerKey.thumbprint}`) =>
  new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'vc+jwt', cty: 'vc' })
    .sign(key.privateKey);

const issuer = { id: DID, type: ['Profile'] as ['Profile'], name: 'CertifyMed', url: ORIGIN };
const emailHash = `sha256$${createHash('sha256').update(`${EMAIL}${SALT}`).digest('hex')}`;
const card = (overrides: Partial<Parameters<typeof cardCredential>[0]> = {}) =>
  cardCredential({
    appUrl: ORIGIN,
    issuer,
    cardId: 'ACLS-2026-ABCDEFGHJK',
    courseId: 'acls',
    courseTitle: 'Advanced Cardiac Life Support',
    courseType: 'ACLS',
    courseDescription: 'ACLS.',
    holder: { emailHash, salt: SALT, name: 'Vera Holder' },
    status: { listUrl: LIST_URL, index: 42 },
    issuedOn: '2026-03-01',
    expiresOn: '2028-03-01',
    ...overrides,
  });
const signed = (credential: OpenBadgeCredential, key = current) =>
  sign({ ...credential, ...jwtClaimsOf(credential) }, key);

interface Served {
  didDocument?: string | null;
  list?: string | null;
}
async function served({ revoked = [] as number[], listKey = current } = {}): Promise<Required<Served>> {
  const list = statusListCredential({
    issuerDid: DID,
    listUrl: LIST_URL,
    encodedList: multibaseBase64Url(gzipSync(bitstringWith(revoked))),
    validFrom: NOW.toISOString(),
  });
  return {
    didDocument: JSON.stringify(didDocumentOf(DID, [current.issuerKey, retired.issuerKey])),
    list: await sign({ ...list, iss: DID, jti: LIST_URL }, listKey),
  };
}

function fakeFetch(files: Served): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url === `${ORIGIN}/.well-known/did.json` ? files.didDocument : url === LIST_URL ? files.list : null;
    return body === null || body === undefined ? new Response('', { status: 404 }) : new Response(body);
  }) as typeof fetch;
}

const check = async (jws: string, files?: Served, options: { email?: string; now?: Date } = {}) =>
  checkCredential(jws, {
    origin: ORIGIN,
    now: options.now ?? NOW,
    email: options.email,
    fetch: fakeFetch(files ?? (await served())),
  });

const outcomes = (report: CredentialReport) => Object.fromEntries(report.checks.map((c) => [c.id, c.outcome]));

describe('a credential we issued', () => {
  it('is valid: format, issuer, signature, dates and status all hold; its facts are shown', async () => {
    const report = await check(await signed(card()));
    expect(report.verdict).toBe('valid');
    expect(outcomes(report)).toEqual({
      format: 'pass',
      issuer: 'pass',
      signature: 'pass',
      dates: 'pass',
      status: 'pass',
    });
    expect(report.facts).toEqual({
      name: 'Advanced Cardiac Life Support provider card',
      holderName: 'Vera Holder',
      achievement: 'Advanced Cardiac Life Support',
      kind: 'Provider card',
      credits: null,
      issuerName: 'CertifyMed',
      validFrom: '2026-03-01T00:00:00Z',
      validUntil: '2028-03-01T23:59:59Z',
    });
    expect(report.checks.find((c) => c.id === 'dates')!.message).toBe('It is valid from 2026-03-01 until 2028-03-01.');
  });

  it('is valid as a data: URL, with surrounding spaces, and a CE certificate shows its credits and no expiry', async () => {
    const certificate = ceCertificateCredential({
      ...card(),
      appUrl: ORIGIN,
      issuer,
      cardId: 'ACLS-2026-ABCDEFGHJK',
      courseId: 'acls',
      courseTitle: 'ACLS',
      courseType: 'ACLS',
      holder: { emailHash, salt: SALT, name: 'Vera Holder' },
      status: { listUrl: LIST_URL, index: 7 },
      accreditation: {
        id: 'ancc',
        name: 'Nursing',
        accreditor: 'Board',
        statement: 'Approved.',
        credits: 8,
        creditsLabel: 'Hours',
      },
      completedOn: '2026-02-27',
    });
    const report = await check(`  data:application/vc+jwt,${await signed(certificate)}\n`);
    expect(report.verdict).toBe('valid');
    expect(report.facts).toMatchObject({ kind: 'CE certificate', credits: 8, validUntil: null });
    expect(report.checks.find((c) => c.id === 'dates')!.message).toMatch(/does not expire/);
  });

  it('fails the signature when any byte of the payload or signature is changed', async () => {
    const jws = await signed(card());
    const [header, payload, signature] = jws.split('.') as [string, string, string];
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace('2028-03-01', '2099-03-01'),
    ).toString('base64url');
    const sig = Buffer.from(signature, 'base64url');
    sig[3]! ^= 1;
    for (const tampered of [`${header}.${forged}.${signature}`, `${header}.${payload}.${sig.toString('base64url')}`]) {
      const report = await check(tampered);
      expect(report.verdict).toBe('invalid');
      expect(outcomes(report).signature).toBe('fail');
      expect(report.checks.find((c) => c.id === 'signature')!.message).toMatch(/changed/);
    }
  });

  it('says so when it was signed with a retired key, and still holds', async () => {
    const report = await check(await signed(card(), retired));
    expect(report.verdict).toBe('valid');
    expect(report.checks.find((c) => c.id === 'signature')!.message).toMatch(/earlier key/);
  });

  it('does not check a key our keys do not list (maybe one just put to use), and fails another issuer', async () => {
    const unknownKey = await check(await signed(card(), stranger));
    expect(unknownKey.verdict).toBe('unverifiable');
    expect(outcomes(unknownKey).signature).toBe('unknown');
    expect(unknownKey.checks.find((c) => c.id === 'signature')!.message).toMatch(/do not list.*try again later/);
    const other = await check(await signed(card({ issuer: { ...issuer, id: 'did:web:evil.example' } })));
    expect(other.verdict).toBe('invalid');
    expect(outcomes(other)).toEqual({ format: 'pass', issuer: 'fail' });
    const otherKid = await check(await sign({ ...card(), ...jwtClaimsOf(card()) }, current, 'did:web:evil.example#k'));
    expect(outcomes(otherKid).issuer).toBe('fail');
  });

  it('fails before its validFrom and after its validUntil', async () => {
    const early = await check(await signed(card()), undefined, { now: new Date('2026-02-28T23:59:59Z') });
    expect(early.checks.find((c) => c.id === 'dates')).toMatchObject({
      outcome: 'fail',
      message: expect.stringMatching(/not valid yet/),
    });
    const late = await check(await signed(card()), undefined, { now: new Date('2028-03-02T00:00:00Z') });
    expect(late.checks.find((c) => c.id === 'dates')).toEqual({
      id: 'dates',
      outcome: 'fail',
      message: 'It expired on 2028-03-01.',
    });
    expect(late.verdict).toBe('invalid');
  });

  it('reads as revoked when its bit is set in our signed list', async () => {
    const report = await check(await signed(card()), await served({ revoked: [41, 42] }));
    expect(report.verdict).toBe('invalid');
    expect(report.checks.find((c) => c.id === 'status')).toEqual({
      id: 'status',
      outcome: 'fail',
      message: 'We have revoked it: it is no longer valid.',
    });
    expect(outcomes(await check(await signed(card()), await served({ revoked: [41, 43] }))).status).toBe('pass');
  });

  it('is not fully checked when our keys or the list cannot be read, or the list is not signed by us', async () => {
    const files = await served();
    const noDocument = await check(await signed(card()), { ...files, didDocument: null });
    expect(noDocument.verdict).toBe('unverifiable');
    expect(outcomes(noDocument).signature).toBe('unknown');
    const noList = await check(await signed(card()), { ...files, list: null });
    expect(noList.verdict).toBe('unverifiable');
    expect(outcomes(noList).status).toBe('unknown');
    const forgedList = await check(await signed(card()), await served({ revoked: [], listKey: stranger }));
    expect(outcomes(forgedList).status).toBe('unknown');
    const offSite = await check(await signed(card({ status: { listUrl: 'https://lists.example/1', index: 1 } })));
    expect(outcomes(offSite).status).toBe('unknown');
  });

  it('is not fully checked when a reply is not a signed list (a proxy’s page), or the fetch is cut off', async () => {
    const files = await served();
    const page = await check(await signed(card()), { ...files, list: '<html>Service unavailable</html>' });
    expect(outcomes(page).status).toBe('unknown');
    const notJson = await check(await signed(card()), { ...files, didDocument: '<html></html>' });
    expect(outcomes(notJson).signature).toBe('unknown');
    const signals: unknown[] = [];
    const aborted = await checkCredential(await signed(card()), {
      origin: ORIGIN,
      now: NOW,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        signals.push(init?.signal);
        if (String(input) === LIST_URL) throw new DOMException('The operation timed out.', 'TimeoutError');
        return new Response(files.didDocument);
      }) as typeof fetch,
    });
    expect(outcomes(aborted).status).toBe('unknown');
    expect(signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
  });

  it('reads only a revocation list, and only a slot inside it', async () => {
    const list = statusListCredential({
      issuerDid: DID,
      listUrl: LIST_URL,
      encodedList: multibaseBase64Url(gzipSync(bitstringWith([42]))),
      validFrom: NOW.toISOString(),
    });
    const files = await served();
    const suspension = await sign(
      { ...list, credentialSubject: { ...list.credentialSubject, statusPurpose: 'suspension' }, iss: DID },
      current,
    );
    expect(outcomes(await check(await signed(card()), { ...files, list: suspension })).status).toBe('unknown');
    const notAList = await sign({ ...list, type: ['VerifiableCredential'], iss: DID }, current);
    expect(outcomes(await check(await signed(card()), { ...files, list: notAList })).status).toBe('unknown');
    const outside = await check(await signed(card({ status: { listUrl: LIST_URL, index: 131_072 } })));
    expect(outside.checks.find((c) => c.id === 'status')).toMatchObject({
      outcome: 'unknown',
      message: expect.stringMatching(/outside the list/),
    });
    const negative = card();
    negative.credentialStatus.statusListIndex = '-1';
    expect(outcomes(await check(await signed(negative))).status).toBe('fail');
  });

  it('compares the holder’s email with the hashed one, apart from the verdict', async () => {
    const matching = await check(await signed(card()), undefined, { email: '  Vera@Example.com ' });
    expect(matching.checks.find((c) => c.id === 'holder')).toMatchObject({ outcome: 'pass' });
    const other = await check(await signed(card()), undefined, { email: 'someone@example.com' });
    expect(other.checks.find((c) => c.id === 'holder')).toMatchObject({ outcome: 'fail' });
    expect(other.verdict).toBe('valid');
  });
});

describe('what is not a credential', () => {
  it.each([['hello'], ['{"@context":[]}'], ['a.b.c'], ['eyJhbGciOiJub25lIn0.eyJ0eXBlIjpbXX0.']])(
    'fails the format: %s',
    async (input) => {
      const report = await check(input);
      expect(report).toEqual({
        verdict: 'invalid',
        facts: null,
        checks: [{ id: 'format', outcome: 'fail', message: expect.stringMatching(/not a signed credential/) }],
      });
    },
  );
});
