// Personal data never reaches the logs: a stack of its own, logging at debug, goes through every
// call that carries the seeded member's SSN and license number (reads, writes, refusals, 404s,
// 422s), then its whole output is searched for them.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_LICENSE_NUMBER, SEEDED_SSN } from '@infra/local/seed/personal-data';
import { ApiClient } from '../support/api-client';
import { startStackProcess } from '../support/local-stack';

const MEMBER_ID = 'a1b2c3d4-0000-4000-8000-000000000004';
let stack: Awaited<ReturnType<typeof startStackProcess>>;

beforeAll(async () => {
  stack = await startStackProcess({ web: false, logLevel: 'debug' });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('logs of a run', () => {
  it('never contain the SSN or the license number, whatever the calls', async () => {
    const member = new ApiClient(stack.url);
    await member.signIn('member@example.com');
    const boot = await member.bootstrap();
    expect(boot.body.currentUser.ssn).toBe(`*****${SEEDED_SSN.slice(-4)}`);
    expect(JSON.stringify(boot.body)).not.toContain(SEEDED_SSN);

    const licenses = await member.get('/api/state_licenses.json');
    expect(licenses.body.data[0].license).toBe(SEEDED_LICENSE_NUMBER);
    const id = licenses.body.data[0].id;
    expect(
      (
        await member.patch(`/api/state_licenses/${id}.json`, {
          license: SEEDED_LICENSE_NUMBER,
          state_id: 'FL',
          profession_id: 'rn',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await member.post('/api/state_licenses.json', {
          license: SEEDED_LICENSE_NUMBER,
          state_id: 'FL',
          profession_id: 'rn',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await member.post('/api/state_licenses.json', {
          license: `${SEEDED_LICENSE_NUMBER}<>`,
          state_id: 'ZZ',
          profession_id: 'rn',
        })
      ).status,
    ).toBe(422);

    expect((await member.patch(`/api/users/${MEMBER_ID}.json`, { user: { ssn: SEEDED_SSN } })).status).toBe(200);
    expect((await member.patch(`/api/users/${MEMBER_ID}.json`, { user: { ssn: `${SEEDED_SSN}9` } })).status).toBe(422);
    expect(
      (
        await member.patch(`/api/users/${MEMBER_ID}.json`, {
          user: { ssn: SEEDED_SSN, currentPassword: 'wrong-password' },
        })
      ).status,
    ).toBe(422);
    expect(
      (await member.patch('/api/users/a1b2c3d4-0000-4000-8000-000000000001.json', { user: { ssn: SEEDED_SSN } }))
        .status,
    ).toBe(404);
    // Refused by CSRF and by the role: logged refusals, still without the body.
    expect(
      (await member.patch(`/api/users/${MEMBER_ID}.json`, { user: { ssn: SEEDED_SSN } }, { csrf: 'forged' })).status,
    ).toBe(403);
    const anonymous = new ApiClient(stack.url);
    await anonymous.bootstrap();
    expect((await anonymous.patch(`/api/users/${MEMBER_ID}.json`, { user: { ssn: SEEDED_SSN } })).status).toBe(401);
    // A malformed body and an upload named after the number.
    expect(
      (
        await member.request('PATCH', `/api/users/${MEMBER_ID}.json`, undefined, {
          headers: { 'content-type': 'application/json' },
          unchecked: 'raw malformed body',
        })
      ).status,
    ).toBeLessThan(500);
    const bytes = Buffer.from(`%PDF-1.4 ${SEEDED_LICENSE_NUMBER} ${SEEDED_SSN}\n`);
    const upload = await member.post('/api/direct_uploads', {
      blob: {
        filename: `${SEEDED_LICENSE_NUMBER}.pdf`,
        byteSize: bytes.length,
        contentType: 'application/pdf',
        checksum: createHash('md5').update(bytes).digest('base64'),
      },
      use: 'driversLicense',
    });
    expect(upload.status).toBe(200);
    await fetch(upload.body.direct_upload.url, {
      method: 'PUT',
      headers: upload.body.direct_upload.headers,
      body: new Uint8Array(bytes),
    });
    expect(
      (await member.patch(`/api/users/${MEMBER_ID}.json`, { user: { drivers_license: upload.body.signed_id } })).status,
    ).toBe(200);
    expect(
      (await member.patch(`/api/users/${MEMBER_ID}.json`, { user: { drivers_license: upload.body.signed_id } })).status,
    ).toBe(422);

    const output = stack.output();
    // The run did log (refusals at least), so the search below looks at real log lines.
    expect(output).toMatch(/"message":"Refused: CSRF token"/);
    expect(output).toMatch(/"message":"Refused: upload signed id"/);
    expect(output).not.toContain(SEEDED_SSN);
    expect(output).not.toContain(SEEDED_SSN.slice(0, 5));
    expect(output).not.toContain(SEEDED_LICENSE_NUMBER);
  });
});
