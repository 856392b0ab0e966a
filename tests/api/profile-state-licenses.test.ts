// State licenses, professions and states: the caller's own licenses only, 422s with the spec's
// field names, one license per state and profession (raced), labels from the profession.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';

const stack = inject('stack');

async function newLearner(): Promise<ApiClient> {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const reply = await client.post(
    '/api/users.json',
    {
      firstName: 'Sam',
      lastName: 'Licensed',
      email: `licences-${randomUUID().slice(0, 8)}@example.com`,
      phone,
      password: 'Password123!',
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(reply.status).toBe(201);
  await client.bootstrap();
  return client;
}

describe('states and professions', () => {
  it('lists all 50 states and DC, and the professions with their license labels', async () => {
    const client = await newLearner();
    const states = await client.get('/api/states.json');
    expect(states.body.data).toHaveLength(51);
    expect(states.body.data).toContainEqual({ id: 'FL', name: 'Florida' });
    const professions = (await client.get('/api/professions.json')).body.data;
    expect(professions.map((p: { id: string }) => p.id)).toEqual([
      'rn',
      'lpn',
      'np',
      'paramedic',
      'emt',
      'md',
      'do',
      'pa',
      'rt',
      'pharmacist',
    ]);
    expect((await client.get('/api/professions/paramedic.json')).body.data).toEqual({
      id: 'paramedic',
      name: 'Paramedic',
      licenseLabel: 'State Paramedic License Number',
      additionalLicenseLabel: 'NREMT Number',
    });
    expect((await client.get('/api/professions/astronaut.json')).status).toBe(404);
  });
});

describe('state licenses', () => {
  it('creates, reads, edits and deletes a license, labelled by its profession', async () => {
    const client = await newLearner();
    expect((await client.get('/api/state_licenses.json')).body).toEqual({ data: [] });
    const created = await client.post('/api/state_licenses.json', {
      license: 'rn999999',
      state_id: 'FL',
      profession_id: 'rn',
      additional_license: 'ignored',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      license: 'RN999999',
      additionalLicense: null,
      stateId: 'FL',
      professionId: 'rn',
      profession: { name: 'Registered Nurse (RN)', licenseLabel: 'RN License Number' },
      state: { name: 'Florida' },
    });
    expect(created.body.toaster.message).toBe('State license added.');
    const id = created.body.data.id;
    expect((await client.get(`/api/state_licenses/${id}.json`)).body.data.id).toBe(id);
    expect((await client.get(`/api/state_licenses/${id}`)).body.data.id).toBe(id);

    const edited = await client.patch(`/api/state_licenses/${id}.json`, {
      license: 'P12345',
      state_id: 'TX',
      profession_id: 'paramedic',
      additional_license: 'E1234567',
    });
    expect(edited.body.data).toMatchObject({
      license: 'P12345',
      additionalLicense: 'E1234567',
      stateId: 'TX',
      state: { name: 'Texas' },
    });
    // The old state and profession are free again.
    expect(
      (await client.post('/api/state_licenses.json', { license: 'RN1', state_id: 'FL', profession_id: 'rn' })).status,
    ).toBe(201);
    const list = (await client.get('/api/state_licenses.json')).body.data;
    expect(list.map((l: { state: { name: string } }) => l.state.name)).toEqual(['Florida', 'Texas']);

    expect((await client.delete(`/api/state_licenses/${id}.json`)).body.toaster.message).toBe('State license deleted.');
    expect((await client.get(`/api/state_licenses/${id}.json`)).status).toBe(404);
    expect((await client.delete(`/api/state_licenses/${id}.json`)).status).toBe(404);
  });

  it('answers 422 on license, additional_license, state and profession', async () => {
    const client = await newLearner();
    const blank = await client.post('/api/state_licenses.json', { license: ' ' });
    expect(blank).toMatchObject({
      status: 422,
      body: {
        errors: {
          license: ["License can't be blank"],
          state: ["State can't be blank"],
          profession: ["Profession can't be blank"],
        },
      },
    });
    const unknown = await client.post('/api/state_licenses.json', {
      license: 'A1',
      state_id: 'ZZ',
      profession_id: 'astronaut',
    });
    expect(unknown.body.errors).toEqual({
      state: ['State must be a US state'],
      profession: ['Profession is not one we offer'],
    });
    const format = await client.post('/api/state_licenses.json', {
      license: 'RN<script>',
      state_id: 'FL',
      profession_id: 'md',
      additional_license: '!!',
    });
    expect(Object.keys(format.body.errors).sort()).toEqual(['additional_license', 'license']);
  });

  it("keeps licenses per user: another learner's id is a 404 on read, edit and delete", async () => {
    const owner = await newLearner();
    const other = await newLearner();
    const id = (await owner.post('/api/state_licenses.json', { license: 'RN5', state_id: 'OH', profession_id: 'rn' }))
      .body.data.id;
    expect((await other.get(`/api/state_licenses/${id}.json`)).status).toBe(404);
    expect(
      (await other.patch(`/api/state_licenses/${id}.json`, { license: 'X1', state_id: 'OH', profession_id: 'rn' }))
        .status,
    ).toBe(404);
    expect((await other.delete(`/api/state_licenses/${id}.json`)).status).toBe(404);
    expect((await other.get('/api/state_licenses.json')).body.data).toEqual([]);
    expect((await owner.get(`/api/state_licenses/${id}.json`)).status).toBe(200);
  });

  it('creates one license per state and profession when saves race, and refuses a later duplicate', async () => {
    const client = await newLearner();
    const replies = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        client.post('/api/state_licenses.json', { license: `RN${i}`, state_id: 'CA', profession_id: 'rn' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    expect(replies.find((r) => r.status === 422)!.body.errors).toEqual({
      state: ['You already have a license for this profession in this state.'],
    });
    expect((await client.get('/api/state_licenses.json')).body.data).toHaveLength(1);
  });

  it('deletes once when deletes race', async () => {
    const client = await newLearner();
    const id = (await client.post('/api/state_licenses.json', { license: 'RN7', state_id: 'NY', profession_id: 'rn' }))
      .body.data.id;
    const replies = await Promise.all([0, 1, 2].map(() => client.delete(`/api/state_licenses/${id}.json`)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect(
      (await client.post('/api/state_licenses.json', { license: 'RN8', state_id: 'NY', profession_id: 'rn' })).status,
    ).toBe(201);
  });
});
