// The member page's Information tab: the group admin edits a member (names, title, the groupAdmin
// flag) through PATCH /api/users/{id}.json, and any profile change (the admin's or the member's own)
// rewrites the group's copies (member row and its name indexes, compliance and progress-report rows);
// racing edits (a rename racing the admin flag's toggle too) leave the copies and the flag's sort entry
// equal to the profile; the member's driver's license stays theirs (what an
// admin never receives is pinned in group-member-privacy.test.ts).
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember } from '@functions/data/groups';
import { getMemberRow, memberProfileUpdate } from '@functions/data/group-members';
import { commitGroupWrite } from '@functions/data/group-seats';
import * as keys from '@functions/data/keys';
import { db, tableName } from '@functions/data/table';
import { getUserById } from '@functions/data/users';
import { recordFinishedCourse } from '@functions/domain/groups/member-courses';
import { LAKESIDE_ADMIN } from '@infra/local/seed/groups';
import { groupWithAdmin, PASSWORD, signedIn, signUpUser } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

const today = new Date().toISOString().slice(0, 10);
const finished = (groupId: string, userId: string) =>
  recordFinishedCourse(
    groupId,
    userId,
    {
      userCourseUuid: randomUUID(),
      courseId: 'bls',
      courseName: 'Basic Life Support',
      productIds: ['bls-cert'],
      expirationDate: '2030-06-01',
      passedAt: `${today}T09:00:00.000Z`,
      passedOn: today,
    },
    today,
  );

describe('editing a member', () => {
  it('the admin edits names, title and the admin flag; the lists, compliance and the report follow', async () => {
    const { groupId, admin, memberIds } = await groupWithAdmin(2);
    const [userId] = memberIds as [string];
    await finished(groupId, userId);
    const reply = await admin.patch(`/api/users/${userId}.json`, {
      user: { firstName: 'Zelda', lastName: 'Aardvark', title: 'RN', groupAdmin: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.toaster.message).toBe('Member updated.');
    expect((await admin.get(`/api/groups/users/${userId}.json`)).body).toMatchObject({
      firstName: 'Zelda',
      lastName: 'Aardvark',
      title: 'RN',
      groupAdmin: true,
    });

    const byName = (await admin.get('/api/groups/users.json?sort=name&sort_order=asc')).body.data as {
      id: string;
      lastName: string;
      groupAdmin: boolean;
    }[];
    expect(byName[0]).toMatchObject({ id: userId, lastName: 'Aardvark', groupAdmin: true });
    const found = (await admin.get('/api/groups/users.json?search=aardvark')).body.data as { id: string }[];
    expect(found.map((row) => row.id)).toEqual([userId]);
    const compliant = (await admin.get(`/api/groups/users.json?status=${encodeURIComponent('=:compliant')}&sort=name`))
      .body.data as { id: string; firstName: string }[];
    expect(compliant).toEqual([expect.objectContaining({ id: userId, firstName: 'Zelda' })]);
    const expirations = (await admin.get('/api/groups/user_course_expirations.json')).body.data as {
      user: { id: string; lastName: string };
    }[];
    expect(expirations.find((row) => row.user.id === userId)?.user.lastName).toBe('Aardvark');
    const report = (await admin.get('/api/groups/user_exams.json?sort=name')).body.data as {
      user: { id: string; lastName: string };
    }[];
    expect(report[0]!.user).toMatchObject({ id: userId, lastName: 'Aardvark' });
  });

  it("refuses what only the member may change, and another group's member is a 404", async () => {
    const { admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    expect(await admin.patch(`/api/users/${userId}.json`, { user: { ssn: '123456789' } })).toMatchObject({
      status: 422,
      body: { errors: { ssn: ['Only the member can change this.'] } },
    });
    // The sign-in identifiers: an admin who could change them could reset the member's password.
    expect(
      await admin.patch(`/api/users/${userId}.json`, {
        user: { email: `taken-over-${userId}@example.com`, phone: '5555550177' },
      }),
    ).toMatchObject({
      status: 422,
      body: { errors: { email: ['Only the member can change this.'], phone: ['Only the member can change this.'] } },
    });
    // The member information the spec's group side shows (birth date, address) is the admin's to edit.
    expect(
      await admin.patch(`/api/users/${userId}.json`, {
        user: { birthDate: '1990-04-05', street: '1 Main St', city: 'Tampa', state: 'fl', zip: '33601' },
      }),
    ).toMatchObject({ status: 200 });
    expect((await admin.get(`/api/groups/users/${userId}.json`)).body).toMatchObject({
      birthDate: '1990-04-05',
      street: '1 Main St',
      city: 'Tampa',
      state: 'FL',
      zip: '33601',
    });
    expect(await admin.patch(`/api/users/${userId}.json`, { user: { firstName: '' } })).toMatchObject({ status: 422 });
    const other = await signedIn(LAKESIDE_ADMIN.email);
    expect((await other.patch(`/api/users/${userId}.json`, { user: { firstName: 'Nope' } })).status).toBe(404);
    expect((await getUserById(userId))!.firstName).not.toBe('Nope');
  });

  it("the member's own profile change reaches the group's copies", async () => {
    const { groupId, admin } = await groupWithAdmin(0);
    const person = await signUpUser('Olive', 'Original');
    await addGroupMember(groupId, person.id, false);
    const member = await signedIn(person.email, PASSWORD);
    expect((await member.patch(`/api/users/${person.id}.json`, { user: { lastName: 'Changed' } })).status).toBe(200);
    const found = (await admin.get('/api/groups/users.json?search=changed')).body.data as { id: string }[];
    expect(found.map((row) => row.id)).toEqual([person.id]);
  });

  it('two edits at once leave the group copies equal to the profile as last written', async () => {
    const { groupId, admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    await finished(groupId, userId);
    await Promise.all(
      ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((lastName) =>
        admin.patch(`/api/users/${userId}.json`, { user: { lastName } }),
      ),
    );
    const user = (await getUserById(userId, true))!;
    const row = (await getMemberRow({ id: groupId }, userId))!;
    expect(row.lastName).toBe(user.lastName);
    const report = (await admin.get('/api/groups/user_exams.json')).body.data as { user: { lastName: string } }[];
    expect(report[0]!.user.lastName).toBe(user.lastName);
  });

  it("a rename racing the admin flag's toggle: the member row, the user and the flag's sort entry agree", async () => {
    const { groupId, admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    const entry = async (flag: boolean) =>
      (
        await db().send(
          new GetCommand({
            TableName: tableName(),
            Key: keys.groupMemberSortEntry(groupId, 'groupAdmin', flag ? '1' : '0', userId),
            ConsistentRead: true,
          }),
        )
      ).Item !== undefined;
    for (let round = 0; round < 6; round += 1) {
      const was = (await getUserById(userId, true))!.groupAdmin;
      const replies = await Promise.all([
        admin.patch(`/api/users/${userId}.json`, { user: { lastName: `Racer${round}` } }),
        admin.patch(`/api/users/${userId}.json`, { user: { groupAdmin: !was } }),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      const user = (await getUserById(userId, true))!;
      const row = (await getMemberRow({ id: groupId }, userId))!;
      expect(user).toMatchObject({ lastName: `Racer${round}`, groupAdmin: !was });
      expect(row).toMatchObject({ lastName: user.lastName, groupAdmin: user.groupAdmin });
      expect([await entry(user.groupAdmin), await entry(!user.groupAdmin)]).toEqual([true, false]);
    }
  });

  it('a copy of the profile planned from a member row read before a toggle is refused (read again), not written over it', async () => {
    const { groupId, admin, memberIds } = await groupWithAdmin(1);
    const [userId] = memberIds as [string];
    const stale = (await getMemberRow({ id: groupId }, userId))!;
    expect((await admin.patch(`/api/users/${userId}.json`, { user: { groupAdmin: true } })).status).toBe(200);
    // Same version (the toggle does not move it), other flag: the rename's copy must not land.
    expect((await getMemberRow({ id: groupId }, userId))!.version).toBe(stale.version);
    const copy = memberProfileUpdate(stale, { ...stale, lastName: 'Stale', groupAdmin: false });
    expect(await commitGroupWrite({ member: copy })).toBe(false);
    expect((await getMemberRow({ id: groupId }, userId))!).toMatchObject({ groupAdmin: true });
  });

  it("the member's driver's license is theirs alone: their group's admin neither sees it nor opens it", async () => {
    const { groupId, admin } = await groupWithAdmin(0);
    const person = await signUpUser('Dana', 'License');
    await addGroupMember(groupId, person.id, false);
    const member = await signedIn(person.email, PASSWORD);
    const bytes = Buffer.from('%PDF-1.4\nlicence of Dana\n');
    const { createHash } = await import('node:crypto');
    const upload = await member.post('/api/direct_uploads', {
      blob: {
        filename: 'licence.pdf',
        byteSize: bytes.length,
        contentType: 'application/pdf',
        checksum: createHash('md5').update(bytes).digest('base64'),
      },
      use: 'driversLicense',
    });
    await fetch(upload.body.direct_upload.url, {
      method: 'PUT',
      headers: upload.body.direct_upload.headers,
      body: new Uint8Array(bytes),
    });
    expect(
      (await member.patch(`/api/users/${person.id}.json`, { user: { drivers_license: upload.body.signed_id } })).status,
    ).toBe(200);
    const own = await member.get(`/api/users/${person.id}/drivers_license.json`);
    expect(own.status).toBe(200);
    expect(await (await fetch(own.body.url)).text()).toContain('licence of Dana');
    const seen = await admin.get(`/api/groups/users/${person.id}.json`);
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('driversLicenseFile');
    expect(JSON.stringify(seen.body)).not.toContain('licence.pdf');
    expect((await admin.get(`/api/users/${person.id}/drivers_license.json`)).status).toBe(404);
    const other = await signedIn(LAKESIDE_ADMIN.email);
    expect((await other.get(`/api/users/${person.id}/drivers_license.json`)).status).toBe(404);
  });
});
