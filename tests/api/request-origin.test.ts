// SECURITY-REVIEW L4 through the local gateway: a body not sent as JSON is a 415 and nothing is saved
// (even when it parses as JSON), a browser's cross-site write is a 403, same-origin writes and the
// multipart CSV invitation still work, and the Stripe webhook is exempt.
import { CSRF_HEADER } from '@shared/contracts/headers';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CROSS_SITE_REFUSAL } from '@functions/lib/request-origin';
import { TEST_SOURCE_IP_HEADER } from '@infra/local/test-source-ip';
import { ApiClient } from '../support/api-client';
import { groupWithAdmin } from './group-fixtures';

const stack = inject('stack');
beforeAll(() => {
  // The group fixture writes its group straight to the stack's table.
  Object.assign(process.env, stack.env);
});
const LICENSES = '/api/state_licenses.json';
const license = { license: 'RN424242', state_id: 'FL', profession_id: 'rn' };
const UNSUPPORTED = { errors: { base: ['Send the request body as application/json.'] } };

async function newLearner(): Promise<ApiClient> {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const reply = await client.post(
    '/api/users.json',
    {
      firstName: 'Orla',
      lastName: 'Origin',
      email: `origin-${randomUUID().slice(0, 8)}@example.com`,
      phone,
      password: 'Password123!',
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(reply.status).toBe(201);
  await client.bootstrap();
  return client;
}

/** A write as a browser form or fetch would send it: the signed-in client's cookies and CSRF token, the body as given. */
async function rawWrite(
  client: ApiClient,
  path: string,
  body: string | FormData | URLSearchParams,
  headers: Record<string, string> = {},
) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { [TEST_SOURCE_IP_HEADER]: client.ip, [CSRF_HEADER]: client.csrfToken, cookie, ...headers },
    body,
    redirect: 'manual',
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const savedLicenses = async (client: ApiClient) => (await client.get(LICENSES)).body.data as unknown[];

describe('the body must be sent as JSON', () => {
  it('refuses a JSON-looking text/plain body with 415 and saves nothing', async () => {
    const client = await newLearner();
    expect(await rawWrite(client, LICENSES, JSON.stringify(license), { 'content-type': 'text/plain' })).toEqual({
      status: 415,
      body: UNSUPPORTED,
    });
    // fetch types a bare string text/plain itself: the shape of a cross-site <form enctype="text/plain">.
    expect(await rawWrite(client, LICENSES, JSON.stringify(license))).toEqual({ status: 415, body: UNSUPPORTED });
    expect((await rawWrite(client, LICENSES, new URLSearchParams(license))).status).toBe(415);
    // multipart/form-data only where the contract declares a form (the CSV invitation below).
    const form = new FormData();
    for (const [name, value] of Object.entries(license)) form.append(name, value);
    expect((await rawWrite(client, LICENSES, form)).status).toBe(415);
    expect(await savedLicenses(client)).toEqual([]);
  });

  it('accepts the same body as application/json with a charset', async () => {
    const client = await newLearner();
    expect(
      (await rawWrite(client, LICENSES, JSON.stringify(license), { 'content-type': 'application/json; charset=utf-8' }))
        .status,
    ).toBe(201);
    expect(await savedLicenses(client)).toHaveLength(1);
  });
});

describe('Sec-Fetch-Site', () => {
  it('refuses a cross-site write with 403 and saves nothing; same-origin and same-site writes pass', async () => {
    const client = await newLearner();
    expect(await client.post(LICENSES, license, { headers: { 'sec-fetch-site': 'cross-site' } })).toMatchObject({
      status: 403,
      body: { message: CROSS_SITE_REFUSAL },
    });
    expect(await savedLicenses(client)).toEqual([]);
    expect((await client.post(LICENSES, license, { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(201);
    expect(
      (await client.post(LICENSES, { ...license, state_id: 'TX' }, { headers: { 'sec-fetch-site': 'same-site' } }))
        .status,
    ).toBe(201);
    expect(await savedLicenses(client)).toHaveLength(2);
  });

  it('lets a cross-site read through (a link from another site)', async () => {
    const client = await newLearner();
    expect((await client.get(LICENSES, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
  });
});

describe('exemptions', () => {
  it('still takes the CSV invitation as multipart/form-data, same-origin', async () => {
    const group = await groupWithAdmin(0);
    const invitee = `csv-origin-${randomUUID()}@example.com`;
    const form = new FormData();
    form.append('import_file', new Blob([`email,first_name\n${invitee},Cass\n`], { type: 'text/csv' }), 'staff.csv');
    const reply = await group.admin.post('/api/groups/invitations.json', form, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(reply).toMatchObject({ status: 200, body: { invited: [invitee] } });
  });

  it('leaves the Stripe webhook to its signature check, whatever its type or site', async () => {
    const response = await fetch(`${stack.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' },
      body: '{"id":"evt_unsigned"}',
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: { message: 'The request signature is invalid.' },
    });
  });
});
