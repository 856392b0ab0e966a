// Groups with unlimited certifications (Unity Health): their admin enrolls members in any product of
// the catalogue without seats. The enrollment takes no seat (none is needed or counted), un-enrolling
// returns nothing to a ledger, and the same member/product twice at once is one enrollment.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addGroupMember, createGroup } from '@functions/data/groups';
import { getGroupSeats, getProductForSeats } from '@functions/data/group-seats';
import { productItem, putItems } from '@functions/data/catalog';
import { groupScopeOf } from '@functions/lib/group-scope';
import { enroll, newUser, signedIn, signUpUser, PASSWORD } from './group-fixtures';

beforeAll(() => {
  Object.assign(process.env, inject('stack').env);
});

async function unlimitedGroup(members: number) {
  const groupId = randomUUID();
  await createGroup({
    id: groupId,
    name: `Unlimited ${groupId}`,
    purchased: false,
    unlimitedCertifications: true,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: new Date().toISOString(),
  });
  const admin = await signUpUser('Uma', 'Unlimited');
  await addGroupMember(groupId, admin.id, true);
  const memberIds: string[] = [];
  for (let i = 0; i < members; i += 1) {
    const userId = await newUser(`Unity${i}`);
    await addGroupMember(groupId, userId, false);
    memberIds.push(userId);
  }
  return { groupId, memberIds, admin: await signedIn(admin.email, PASSWORD) };
}

describe('POST /api/groups/products/enroll.json for a group with unlimited certifications', () => {
  it('enrolls in a catalogue product with no seats, touches no ledger, and un-enrolling returns nothing to one', async () => {
    const { groupId, memberIds, admin } = await unlimitedGroup(1);
    const [userId] = memberIds as [string];
    const reply = await enroll(admin, userId, 'acls-cert');
    expect(reply).toMatchObject({ status: 201, body: { data: { status: 'in_progress', canUnenroll: true } } });
    expect(await getGroupSeats(groupScopeOf({ groupId }), 'acls-cert')).toBeNull();
    const member = (await admin.get(`/api/groups/users/${userId}.json`)).body;
    expect(member.status).toBe('enrolled');
    expect((await enroll(admin, userId, 'acls-cert')).status).toBe(409);
    expect((await admin.delete(`/api/groups/user_exams/${reply.body.data.id}.json`)).status).toBe(200);
    expect(await getGroupSeats(groupScopeOf({ groupId }), 'acls-cert')).toBeNull();
    expect((await admin.get(`/api/groups/users/${userId}.json`)).body.status).toBe('needs_attention');
    // Enrolling again after the un-enrollment works (nothing was held back).
    expect((await enroll(admin, userId, 'acls-cert')).status).toBe(201);
    expect((await enroll(admin, userId, 'no-such-product')).status).toBe(422);
  });

  it('GET /api/groups/products.json offers the whole catalogue, marked unlimited, with no seat counts', async () => {
    const { admin } = await unlimitedGroup(0);
    const products = (await admin.get('/api/groups/products.json')).body.data as {
      id: string;
      unlimited?: boolean;
      quantityAvailable: number;
    }[];
    expect(products.map((p) => p.id)).toEqual(
      expect.arrayContaining(['acls-cert', 'acls-recert', 'bls-cert', 'pals-cert']),
    );
    expect(products.every((p) => p.unlimited === true && p.quantityAvailable === 0)).toBe(true);
  });

  it('refuses a product the catalogue does not sell, even one that points at a catalogue course', async () => {
    const { memberIds, admin } = await unlimitedGroup(1);
    const sold = await getProductForSeats('acls-cert');
    const stray = { ...sold!, id: `retired-${randomUUID()}`, name: 'Retired ACLS bundle' };
    await putItems([productItem(stray)]);
    expect(await enroll(admin, memberIds[0]!, stray.id)).toMatchObject({
      status: 422,
      body: { errors: { productId: ['This course is not offered.'] } },
    });
  });

  it('the same member and product twice at once: one enrollment, the other refused', async () => {
    const { memberIds, admin } = await unlimitedGroup(1);
    const [userId] = memberIds as [string];
    const replies = await Promise.all([1, 2, 3].map(() => enroll(admin, userId, 'bls-cert')));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    const courses = (await admin.get(`/api/groups/users/${userId}/user_exams.json`)).body.data as { status: string }[];
    expect(courses).toHaveLength(1);
  });
});
