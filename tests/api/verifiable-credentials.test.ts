// Portable credentials against the local stack, checked the way an independent verifier would: with a
// standard JOSE library (jose) and nothing but the published DID document and status lists. A card
// and the CE certificates of its pass, downloaded by the holder or with the card's token; a changed
// byte fails; a content admin's revocation sets their bits (also when it races a first download); the
// holder's hashed email only once it is verified; a status list served by its canonical number only,
// and signed once for its time to live.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { compactVerify, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { bitAt, fromMultibaseBase64Url } from '@shared/rules/status-list';
import { didWebOf } from '@shared/rules/verifiable-credentials';
import * as keys from '@functions/data/keys';
import { getProviderCard, type ProviderCard } from '@functions/data/provider-cards';
import { credentialStatusList } from '@functions/domain/credentials/status-lists';
import { db, tableName } from '@functions/data/table';
import { ApiClient } from '../support/api-client';
import type { LooseJson } from '../support/loose-json';
import { enrollInAcls, passAcls, type SubscribedLearner, subscribedLearner } from '../support/subscribed-learner';
import { signedIn } from './group-fixtures';

const stack = inject('stack');
const ACLS_ACCREDITATIONS = ['ancc', 'state-nursing', 'capce', 'cme'];

interface Holder {
  learner: SubscribedLearner;
  userCourseUuid: string;
  card: ProviderCard;
}

/** A new learner who passed ACLS: their user course and card (with its token). */
async function passedHolder(name: string): Promise<Holder> {
  const learner = await subscribedLearner(stack, name);
  const userCourseUuid = await enrollInAcls(learner);
  await passAcls(learner.client, userCourseUuid);
  const cardId = (await learner.client.get(`/api/user_courses/${userCourseUuid}.json`)).body.providerCardId as string;
  return { learner, userCourseUuid, card: (await getProviderCard(cardId))! };
}

/** The account's email proven (as its link would leave the user): credentials then name its hash. */
async function verifyEmail({ learner }: Holder) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(learner.userId),
      UpdateExpression: 'SET verifiedEmail = :email',
      ExpressionAttributeValues: { ':email': learner.email.toLowerCase() },
    }),
  );
}

/** The course evaluation submitted (as its step would leave the user course): the CE certificates are earned. */
async function completeEvaluation({ learner, userCourseUuid }: Holder) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.userCourse(learner.userId, userCourseUuid),
      UpdateExpression: 'SET cme = :cme',
      ExpressionAttributeValues: {
        ':cme': {
          userInformationVerified: true,
          completed: true,
          verifiedAt: null,
          submittedAt: new Date().toISOString(),
        },
      },
    }),
  );
}

const cardPath = (card: ProviderCard, token?: string) =>
  `/api/provider_cards/${card.id}/credential.jwt${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
const certificatePath = (card: ProviderCard, id: string, token?: string) =>
  `/api/provider_cards/${card.id}/cme_certificates/${id}/credential.jwt${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

/** Only what an outside verifier has: the issuer's DID document, fetched from where did:web says it is. */
async function didDocument() {
  const reply = await new ApiClient(stack.url).get('/.well-known/did.json');
  expect(reply.status).toBe(200);
  return reply;
}

/** Verifies a compact JWS with jose against the key its kid names in the served DID document. */
async function verifyWithDidDocument(jws: string) {
  const { kid, alg, typ } = decodeProtectedHeader(jws);
  expect({ alg, typ }).toEqual({ alg: 'ES256', typ: 'vc+jwt' });
  const doc = (await didDocument()).body;
  const method = doc.verificationMethod.find((m: { id: string }) => m.id === kid);
  expect(method, `kid ${kid} is in the DID document`).toBeDefined();
  expect(doc.assertionMethod).toContain(kid);
  expect(String(kid).startsWith(`${doc.id}#`)).toBe(true);
  const key = await importJWK(method.publicKeyJwk, 'ES256');
  // jwtVerify checks nbf and exp too (validFrom and validUntil); the issuer must be the DID's.
  const { payload } = await jwtVerify(jws, key, { issuer: doc.id, typ: 'vc+jwt' });
  return payload as LooseJson;
}

/** Whether the credential's revocation bit is set, read from its signed status list. */
async function revoked(credential: LooseJson): Promise<boolean> {
  const { statusListCredential, statusListIndex, statusPurpose, type } = credential.credentialStatus;
  expect({ type, statusPurpose }).toEqual({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
  const url = new URL(statusListCredential);
  const reply = await new ApiClient(stack.url).get(url.pathname);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^application\/vc\+jwt/);
  const list = await verifyWithDidDocument(reply.body);
  expect(list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
  expect(list.id).toBe(statusListCredential);
  const bits = new Uint8Array(gunzipSync(fromMultibaseBase64Url(list.credentialSubject.encodedList)));
  expect(bits.length).toBe(16_384);
  return bitAt(bits, Number(statusListIndex));
}

let holder: Holder;
let admin: ApiClient;
const issued: string[] = [];

beforeAll(async () => {
  Object.assign(process.env, stack.env);
  holder = await passedHolder('Vera');
  admin = await signedIn('admin@example.com');
});

describe('GET /.well-known/did.json', () => {
  it('is the did:web of the app, with P-256 keys for assertions, cached and readable by any site', async () => {
    const reply = await didDocument();
    expect(reply.body.id).toBe(didWebOf(stack.env.APP_URL!));
    expect(reply.body.verificationMethod[0]).toMatchObject({
      type: 'JsonWebKey',
      controller: reply.body.id,
      publicKeyJwk: { kty: 'EC', crv: 'P-256', alg: 'ES256' },
    });
    expect(JSON.stringify(reply.body)).not.toContain('"d"');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('GET /api/provider_cards/:cardId/credential.jwt', () => {
  it('names the holder by name only while their email is not verified', async () => {
    const reply = await holder.learner.client.get(cardPath(holder.card));
    expect(reply.status).toBe(200);
    issued.push(reply.body);
    const vc = await verifyWithDidDocument(reply.body);
    expect(vc.credentialSubject.identifier).toEqual([
      {
        type: 'IdentityObject',
        identityType: 'name',
        hashed: false,
        identityHash: `${holder.card.holderFirstName} ${holder.card.holderLastName}`,
      },
    ]);
    await verifyEmail(holder);
  });

  it('gives the holder an OpenBadgeCredential that verifies against the DID document alone', async () => {
    const reply = await holder.learner.client.get(cardPath(holder.card));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/vc\+jwt/);
    issued.push(reply.body);
    const vc = await verifyWithDidDocument(reply.body);
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.id).toBe(`${stack.env.APP_URL}/verify/${holder.card.id}`);
    expect(vc.jti).toBe(vc.id);
    expect(vc.issuer).toMatchObject({ id: vc.iss, type: ['Profile'] });
    expect(vc.validFrom).toBe(`${holder.card.issuedOn}T00:00:00Z`);
    expect(vc.validUntil).toBe(`${holder.card.expiresOn}T23:59:59Z`);
    expect(vc.credentialSubject.achievement).toMatchObject({ achievementType: 'Certification', humanCode: 'ACLS' });
    // The holder: the salted SHA-256 of their email, and the name on the card.
    const [email, name] = vc.credentialSubject.identifier;
    const expected = createHash('sha256').update(`${holder.learner.email.toLowerCase()}${email.salt}`).digest('hex');
    expect(email).toEqual({
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: `sha256$${expected}`,
      salt: email.salt,
    });
    expect(name.identityHash).toBe(`${holder.card.holderFirstName} ${holder.card.holderLastName}`);
    expect(JSON.stringify(vc)).not.toContain(holder.learner.email);
    expect(await revoked(vc)).toBe(false);
  });

  it('says the same on every download (its status slot and salt are kept), signed afresh', async () => {
    const [first, second] = await Promise.all([
      holder.learner.client.get(cardPath(holder.card)),
      holder.learner.client.get(cardPath(holder.card)),
    ]);
    const [a, b] = [await verifyWithDidDocument(first.body), await verifyWithDidDocument(second.body)];
    expect(a).toEqual(b);
    issued.push(first.body, second.body);
  });

  it('is given to anyone with the card’s token, and to nobody else (404)', async () => {
    const anonymous = new ApiClient(stack.url);
    const withToken = await anonymous.get(cardPath(holder.card, holder.card.verificationToken));
    expect(withToken.status).toBe(200);
    issued.push(withToken.body);
    // The file is named by the card's id as stored, however the link spelled it.
    const typed = await anonymous.get(
      cardPath({ ...holder.card, id: holder.card.id.toLowerCase() }, holder.card.verificationToken),
    );
    expect(typed.headers.get('content-disposition')).toBe(`attachment; filename="provider-card-${holder.card.id}.jwt"`);
    expect((await anonymous.get(cardPath(holder.card))).status).toBe(404);
    expect((await anonymous.get(cardPath(holder.card, `${holder.card.verificationToken}x`))).status).toBe(404);
    const other = await subscribedLearner(stack, 'Otto');
    expect((await other.client.get(cardPath(holder.card))).status).toBe(404);
    expect((await anonymous.get('/api/provider_cards/ACLS-2026-ZZZZZZZZZZ/credential.jwt?token=x')).status).toBe(404);
  });

  it('fails verification when any byte of it is changed', async () => {
    const jws = (await holder.learner.client.get(cardPath(holder.card))).body as string;
    const doc = (await didDocument()).body;
    const key = await importJWK(doc.verificationMethod[0].publicKeyJwk, 'ES256');
    await expect(compactVerify(jws, key)).resolves.toBeDefined();
    const [header, payload, signature] = jws.split('.') as [string, string, string];
    const json = Buffer.from(payload, 'base64url').toString('utf8');
    const forged = Buffer.from(json.replace(holder.card.expiresOn, '2099-12-31')).toString('base64url');
    await expect(compactVerify(`${header}.${forged}.${signature}`, key)).rejects.toThrow();
    for (const at of [5, Math.floor(payload.length / 2), payload.length - 2]) {
      const bytes = Buffer.from(payload, 'base64url');
      bytes[Math.min(at, bytes.length - 1)]! ^= 0x01;
      await expect(compactVerify(`${header}.${bytes.toString('base64url')}.${signature}`, key)).rejects.toThrow();
    }
    const sig = Buffer.from(signature, 'base64url');
    sig[10]! ^= 0x80;
    await expect(compactVerify(`${header}.${payload}.${sig.toString('base64url')}`, key)).rejects.toThrow();
  });
});

describe('GET /api/provider_cards/:cardId/cme_certificates/:id/credential.jwt', () => {
  it('waits for the course evaluation (409), then gives each CE certificate of the pass', async () => {
    const before = await holder.learner.client.get(certificatePath(holder.card, 'ancc'));
    expect(before).toMatchObject({ status: 409, body: { message: expect.stringMatching(/course evaluation/) } });
    await completeEvaluation(holder);
    for (const id of ACLS_ACCREDITATIONS) {
      const reply = await holder.learner.client.get(certificatePath(holder.card, id));
      expect(reply.status, id).toBe(200);
      issued.push(reply.body);
      const vc = await verifyWithDidDocument(reply.body);
      expect(vc.id).toBe(`${stack.env.APP_URL}/verify/${holder.card.id}?certificate=${id}`);
      expect(vc.credentialSubject.achievement).toMatchObject({
        achievementType: 'CertificateOfCompletion',
        creditsAvailable: 8,
      });
      expect(vc.credentialSubject.creditsEarned).toBe(8);
      expect(vc.validUntil).toBeUndefined();
      expect(await revoked(vc)).toBe(false);
    }
    const anonymous = new ApiClient(stack.url);
    const byToken = await anonymous.get(
      certificatePath({ ...holder.card, id: holder.card.id.toLowerCase() }, 'ancc', holder.card.verificationToken),
    );
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get('content-disposition')).toBe(
      `attachment; filename="ce-certificate-${holder.card.id}-ancc.jwt"`,
    );
    expect((await anonymous.get(certificatePath(holder.card, 'ancc'))).status).toBe(404);
    expect((await holder.learner.client.get(certificatePath(holder.card, 'no-such'))).status).toBe(404);
  });
});

describe('every credential issued in this file', () => {
  it('verifies with jose against the served DID document', async () => {
    expect(issued.length).toBeGreaterThanOrEqual(8);
    for (const jws of issued) await verifyWithDidDocument(jws);
  });
});

describe('POST /api/admin/provider_cards/:id/revocation.json', () => {
  it('is for content admins only', async () => {
    expect(
      (await holder.learner.client.post(`/api/admin/provider_cards/${holder.card.id}/revocation.json`)).status,
    ).toBe(403);
    expect((await admin.post('/api/admin/provider_cards/ACLS-2026-ZZZZZZZZZZ/revocation.json')).status).toBe(404);
    expect((await holder.learner.client.get(`/api/admin/provider_cards/${holder.card.id}.json`)).status).toBe(403);
    expect((await admin.get('/api/admin/provider_cards/ACLS-2026-ZZZZZZZZZZ.json')).status).toBe(404);
  });

  it('names the card’s holder and course for the confirmation, however its id is typed', async () => {
    const reply = await admin.get(`/api/admin/provider_cards/${holder.card.id.toLowerCase()}.json`);
    expect(reply).toMatchObject({
      status: 200,
      body: {
        cardId: holder.card.id,
        holderName: `${holder.card.holderFirstName} ${holder.card.holderLastName}`,
        courseName: holder.card.courseName,
        issuedOn: holder.card.issuedOn,
        expiresOn: holder.card.expiresOn,
        revokedAt: null,
      },
    });
  });

  it('revokes the card: its credential and its CE certificates read as revoked, and so does /verify', async () => {
    const card = await verifyWithDidDocument((await holder.learner.client.get(cardPath(holder.card))).body);
    const certificate = await verifyWithDidDocument(
      (await holder.learner.client.get(certificatePath(holder.card, 'capce'))).body,
    );
    const reply = await admin.post(`/api/admin/provider_cards/${holder.card.id}/revocation.json`);
    expect(reply).toMatchObject({ status: 200, body: { cardId: holder.card.id } });
    expect(await revoked(card)).toBe(true);
    expect(await revoked(certificate)).toBe(true);
    // A credential downloaded after the revocation still verifies, and reads as revoked.
    const later = await verifyWithDidDocument((await holder.learner.client.get(cardPath(holder.card))).body);
    expect(await revoked(later)).toBe(true);
    const verification = await new ApiClient(stack.url).get(
      `/api/verifications/${holder.card.id}.json?token=${holder.card.verificationToken}`,
    );
    expect(verification.body.standing).toBe('revoked');
    // A repeat changes nothing; the confirmation says since when it is revoked.
    const again = await admin.post(`/api/admin/provider_cards/${holder.card.id}/revocation.json`);
    expect(again.body.revokedAt).toBe(reply.body.revokedAt);
    expect((await admin.get(`/api/admin/provider_cards/${holder.card.id}.json`)).body.revokedAt).toBe(
      reply.body.revokedAt,
    );
  });

  it('sets the bit of a credential whose first download races the revocation', async () => {
    const racer = await passedHolder('Rae');
    const [download] = await Promise.all([
      racer.learner.client.get(cardPath(racer.card)),
      admin.post(`/api/admin/provider_cards/${racer.card.id}/revocation.json`),
    ]);
    expect(download.status).toBe(200);
    expect(await revoked(await verifyWithDidDocument(download.body))).toBe(true);
  });
});

describe('GET /api/credential_status_lists/:list.jwt', () => {
  it('is public and cached for five minutes (its ttl); a list not yet used is a 404, cached for a minute', async () => {
    const client = new ApiClient(stack.url);
    const reply = await client.get('/api/credential_status_lists/1.jwt');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=300');
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect((await verifyWithDidDocument(reply.body)).credentialSubject.ttl).toBe(300_000);
    // Cached at the edge too: guessing list numbers does not reach the function (and its throttle) each time.
    const miss = await client.get('/api/credential_status_lists/999.jwt');
    expect(miss.status).toBe(404);
    expect(miss.headers.get('cache-control')).toBe('public, max-age=60');
    expect(miss.body).toEqual({ message: 'Status list not found' });
  });

  it('answers only the canonical number: other spellings of a list are a 404, not another signature', async () => {
    const client = new ApiClient(stack.url);
    for (const list of ['0', '01', '1.0', '1e0', '0x1', '+1', '%201', '1%20', '-1', '1234567', 'one'])
      expect((await client.get(`/api/credential_status_lists/${list}.jwt`)).status, list).toBe(404);
  });

  it('serves one signature of a list for its ttl, and a new one once a revocation changes it', async () => {
    const client = new ApiClient(stack.url);
    const list = async () => (await client.get('/api/credential_status_lists/1.jwt')).body as string;
    const first = await list();
    // ES256 signatures are randomised: the same bytes mean the same signing was reused.
    expect(await list()).toBe(first);
    const other = await passedHolder('Ria');
    const credential = await verifyWithDidDocument((await other.learner.client.get(cardPath(other.card))).body);
    expect(credential.credentialStatus.statusListCredential).toBe(
      `${stack.env.APP_URL}/api/credential_status_lists/1.jwt`,
    );
    await admin.post(`/api/admin/provider_cards/${other.card.id}/revocation.json`);
    const after = await list();
    expect(after).not.toBe(first);
    expect(await revoked(credential)).toBe(true);
    expect(await list()).toBe(after);
  });

  it('signs the list afresh once its ttl has passed', async () => {
    const at = new Date();
    const signed = await credentialStatusList('1', at);
    expect(await credentialStatusList('1', new Date(at.getTime() + 299_000))).toBe(signed);
    expect(await credentialStatusList('1', new Date(at.getTime() + 300_000))).not.toBe(signed);
  });
});
