// What a group admin receives of a member, pinned by exact key sets: the reply to their edit
// (PATCH /api/users/{id}.json) and the member page are the spec's group-side user (GroupMember), the
// members list and the live `user-updated` message the member row (GroupUser), the CSV its columns;
// never the member's SSN, phone, driver's license or account state, which the member's own edit still
// answers with. An admin's echo cannot probe those fields either. And the scope: an admin reaches
// only members of their own group, a member reaches no other member.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember } from '@functions/data/groups';
import { getUserById } from '@functions/data/users';
import type { ApiClient } from '../support/api-client';
import { groupWithAdmin, listenToGroup, PASSWORD, signedIn, signUpUser } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const sorted = (keys: readonly string[]) => [...keys].sort();
/** The spec's "User (group side)": the member page and the reply to an admin's edit. */
const GROUP_MEMBER_KEYS = sorted([
  'id',
  'firstName',
  'middleName',
  'lastName',
  'email',
  'title',
  'birthDate',
  'street',
  'street2',
  'city',
  'state',
  'zip',
  'groupAdmin',
  'groupId',
  'status',
]);
/** The spec's group member row: the members list and the live update. */
const GROUP_USER_KEYS = sorted([
  'id',
  'firstName',
  'lastName',
  'email',
  'pendingCourses',
  'compliantCourses',
  'nonCompliantCourses',
  'ce',
  'lastSignInAt',
  'lastLoginAt',
  'groupAdmin',
  'status',
  'joinedAt',
]);
/** The spec's current user with our additions: the member's own reply. */
const CURRENT_USER_KEYS = sorted([
  ...['id', 'firstName', 'middleName', 'lastName', 'email', 'title', 'phone', 'birthDate', 'ssn'],
  ...['street', 'street2', 'city', 'state', 'zip', 'country', 'createdAtEpoch', 'groupAdmin', 'groupId'],
  ...['contentAdmin', 'driversLicenseFile', 'submittedShopperApproved', 'status'],
  ...['emailVerified', 'phoneVerified', 'mfaEnabled', 'mfaRequired'],
]);
const keysOf = (value: object) => sorted(Object.keys(value));

async function uploadLicence(client: ApiClient): Promise<string> {
  const bytes = Buffer.from(`%PDF-1.4\nlicence ${randomUUID()}\n`);
  const upload = await client.post('/api/direct_uploads', {
    blob: {
      filename: 'private-licence.pdf',
      byteSize: bytes.length,
      contentType: 'application/pdf',
      checksum: createHash('md5').update(bytes).digest('base64'),
    },
    use: 'driversLicense',
  });
  expect(upload.status).toBe(200);
  const put = await fetch(upload.body.direct_upload.url, {
    method: 'PUT',
    headers: upload.body.direct_upload.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return upload.body.signed_id as string;
}

/** A group with its admin and one member who has filled in every private field of their profile. */
async function memberWithPrivateProfile() {
  const group = await groupWithAdmin(0);
  const person = await signUpUser('Priya', 'Private');
  await addGroupMember(group.groupId, person.id, false);
  const member = await signedIn(person.email, PASSWORD);
  const own = await member.patch(`/api/users/${person.id}.json`, {
    user: {
      ssn: '123456789',
      birthDate: '1985-07-14',
      street: '9 Quiet Lane',
      city: 'Tampa',
      state: 'FL',
      zip: '33601',
      drivers_license: await uploadLicence(member),
    },
  });
  return { ...group, person, member, own };
}

describe("a group admin's view of a member", () => {
  it("the member's own edit answers with their whole profile; the admin's edit with the member as the portal shows them", async () => {
    const { admin, person, own } = await memberWithPrivateProfile();
    expect(own.status).toBe(200);
    expect(keysOf(own.body.user)).toEqual(CURRENT_USER_KEYS);
    expect(own.body.user).toMatchObject({
      ssn: '*****6789',
      phone: person.phone,
      birthDate: '1985-07-14',
      driversLicenseFile: { filename: 'private-licence.pdf' },
    });

    const edited = await admin.patch(`/api/users/${person.id}.json`, { user: { title: 'RN', city: 'Orlando' } });
    expect(edited.status).toBe(200);
    expect(edited.body.toaster.message).toBe('Member updated.');
    expect(keysOf(edited.body.user)).toEqual(GROUP_MEMBER_KEYS);
    expect(edited.body.user).toMatchObject({ id: person.id, title: 'RN', city: 'Orlando', groupAdmin: false });
    const text = JSON.stringify(edited.body);
    for (const secret of ['6789', 'private-licence.pdf', person.phone]) expect(text).not.toContain(secret);

    // The member page reads the same shape the edit answers with.
    const page = await admin.get(`/api/groups/users/${person.id}.json`);
    expect(page.status).toBe(200);
    expect(keysOf(page.body)).toEqual(GROUP_MEMBER_KEYS);
    expect(page.body).toEqual(edited.body.user);
  });

  it('the members list, the live update and the CSV export carry the member row only', async () => {
    const { admin, person } = await memberWithPrivateProfile();
    const channel = await listenToGroup(admin);
    try {
      expect((await admin.patch(`/api/users/${person.id}.json`, { user: { lastName: 'Renamed' } })).status).toBe(200);
      await expect.poll(() => channel.heard(person.id).length).toBeGreaterThan(0);
      for (const message of channel.heard(person.id)) expect(keysOf(message.data)).toEqual(GROUP_USER_KEYS);
    } finally {
      channel.close();
    }
    const list = await admin.get('/api/groups/users.json?search=renamed');
    const row = (list.body.data as { id: string }[]).find((entry) => entry.id === person.id);
    expect(row && keysOf(row)).toEqual(GROUP_USER_KEYS);

    const csv = await admin.get('/api/groups/users.csv');
    expect(csv.status).toBe(200);
    const [header, ...lines] = (csv.body as string).split('\r\n');
    expect(header).toBe(
      'First Name,Last Name,Email,Status,Enrolled Courses,In Compliance,Out Of Compliance,CE,Last Sign In,Admin',
    );
    for (const secret of ['6789', '1985-07-14', 'private-licence.pdf', person.phone, '9 Quiet Lane'])
      expect(lines.join('\n')).not.toContain(secret);
  });

  it("an admin's echo of a private field is refused whatever its value, so it cannot probe it", async () => {
    const { admin, person } = await memberWithPrivateProfile();
    const probe = async (user: Record<string, unknown>) => {
      const reply = await admin.patch(`/api/users/${person.id}.json`, { user });
      return { status: reply.status, body: reply.body };
    };
    // The right last four and a wrong one answer alike (before, the right one passed as an echo).
    expect(await probe({ ssn: '*****6789' })).toEqual(await probe({ ssn: '*****0000' }));
    expect((await probe({ ssn: '*****6789' })).status).toBe(422);
    expect(await probe({ phone: person.phone })).toEqual({
      status: 422,
      body: { errors: { phone: ['Only the member can change this.'] } },
    });
    expect(await probe({ contentAdmin: false })).toEqual(await probe({ contentAdmin: true }));
    expect((await getUserById(person.id))!.ssnLast4).toBe('6789');
  });
});

describe('who reaches whom', () => {
  it('a group admin reads and writes no user outside their group, a former member included', async () => {
    const { admin, memberIds } = await groupWithAdmin(1);
    const [leaving] = memberIds as [string];
    const outsider = await signUpUser('Olga', 'Outside');
    const refused = async (userId: string) => {
      expect((await admin.get(`/api/groups/users/${userId}.json`)).status).toBe(404);
      expect((await admin.get(`/api/groups/users/${userId}/user_exams.json`)).status).toBe(404);
      expect((await admin.get(`/api/users/${userId}/drivers_license.json`)).status).toBe(404);
      expect((await admin.patch(`/api/users/${userId}.json`, { user: { title: 'Nope' } })).status).toBe(404);
      expect((await getUserById(userId))!.title).not.toBe('Nope');
    };
    await refused(outsider.id);
    expect((await admin.delete(`/api/groups/users/${leaving}`)).status).toBe(200);
    await refused(leaving);
  });

  it('a member edits no other member of their group, and reads none through the portal', async () => {
    const { groupId, memberIds } = await groupWithAdmin(1);
    const [other] = memberIds as [string];
    const person = await signUpUser('Mona', 'Member');
    await addGroupMember(groupId, person.id, false);
    const member = await signedIn(person.email, PASSWORD);
    expect((await member.patch(`/api/users/${other}.json`, { user: { lastName: 'Changed' } })).status).toBe(404);
    expect((await member.patch(`/api/users/${other}.json`, { user: { groupAdmin: true } })).status).toBe(404);
    expect((await getUserById(other))!).toMatchObject({ lastName: 'Surname00', groupAdmin: false });
    expect((await member.get(`/api/groups/users/${other}.json`)).status).toBe(403);
    expect((await member.get(`/api/users/${other}/drivers_license.json`)).status).toBe(404);
  });
});
