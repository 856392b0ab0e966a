// `npm run seed -- --group-members N` and the scale bench: a synthetic group of N members with
// courses, statuses and expirations, written in batches (no per-member transaction) with the
// counters the writes would have kept (memberCount, statusCount_*, the seat ledger, day counters),
// so pages, totals and exports behave as for a group that grew one enrollment at a time. Members get
// a row (what the portal lists) but no profile or login; the group's admin is a real account.
import { randomUUID } from 'node:crypto';
import { createIdentity } from '@functions/adapters/identity';
import { putItems } from '@functions/data/catalog';
import { addGroupMember, createGroup } from '@functions/data/groups';
import { addPurchasedSeats, addUsedSeats } from '@functions/data/group-seats';
import { expirationPut, memberRowItem, statusCountersMove, type MemberRow } from '@functions/data/group-members';
import { memberSortEntryItems } from '@functions/data/group-member-sorts';
import { completionDayCounterAdd, completionPut } from '@functions/data/group-completions';
import { transact } from '@functions/data/writes';
import { createUser } from '@functions/data/users';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { memberStatus, type MemberStatus } from '@shared/rules/group-members';
import { addDays, localDate } from '@shared/rules/dates';
import { complianceOn } from '@shared/rules/compliance';
import { MFA_REQUIRED_ABOVE_GROUP_MEMBERS } from '@shared/rules/mfa';
import { seedTotpFactor, SYNTHETIC_ADMIN_TOTP_SECRET } from './two-step';
import { seedCourses } from './catalog/index';
import { DEMO_PASSWORD, demoUser } from './accounts';

const FIRST = [
  'Ava',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Ivy',
  'Jay',
  'Kai',
  'Lia',
  'Max',
  'Noa',
  'Oli',
  'Pia',
  'Rex',
  'Sia',
  'Tom',
  'Uma',
  'Vik',
];
const LAST = [
  'Adams',
  'Baker',
  'Clark',
  'Diaz',
  'Evans',
  'Flores',
  'Gray',
  'Hill',
  'Irwin',
  'James',
  'King',
  'Lopez',
  'Moore',
  'Nash',
  'Ortiz',
  'Price',
  'Reed',
  'Shaw',
  'Tran',
  'Vega',
];

export interface SyntheticGroup {
  groupId: string;
  adminEmail: string;
  members: number;
}

/** Writes the group; returns its id and its admin's sign-in (password Password123!; above 50 members, two-step with SYNTHETIC_ADMIN_TOTP_SECRET). */
export async function seedSyntheticGroup(members: number, now = new Date()): Promise<SyntheticGroup> {
  const today = localDate(now, DEFAULT_TIME_ZONE);
  const groupId = randomUUID();
  await createGroup({
    id: groupId,
    name: `Synthetic Group (${members} members)`,
    purchased: true,
    unlimitedCertifications: false,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: now.toISOString(),
  });
  const adminEmail = `synthetic-admin-${members}-${groupId.slice(0, 8)}@example.com`;
  const admin = await createUser(
    demoUser({ id: randomUUID(), email: adminEmail, firstName: 'Sam', lastName: 'Synthetic' }, now),
  );
  await createIdentity(admin.id, admin.email, DEMO_PASSWORD);
  await addGroupMember(groupId, admin.id, true, now);
  // Admins of groups this size must use two-step verification: seeded set up, as admin@example.com is.
  if (members + 1 > MFA_REQUIRED_ABOVE_GROUP_MEMBERS) await seedTotpFactor(admin.id, SYNTHETIC_ADMIN_TOTP_SECRET, now);

  const counts: Record<MemberStatus, number> = { enrolled: 0, compliant: 0, non_compliant: 0, needs_attention: 0 };
  const days = new Map<string, number>();
  const completedDays = new Map<string, number>();
  let seatsUsed = 0;
  const product = seedCourses[0]!.products.certification;
  const items: Record<string, unknown>[] = [];
  const flush = async (force = false) => {
    if (items.length >= 2000 || (force && items.length)) await putItems(items.splice(0));
  };
  for (let i = 0; i < members; i += 1) {
    const course = seedCourses[i % seedCourses.length]!;
    const kind = i % 5; // 0 pending, 1-3 a course expiring between 2 years ago and 2 years ahead, 4 nothing
    const userId = randomUUID();
    const pendingCourses: MemberRow['pendingCourses'] = {};
    let compliant = 0;
    let nonCompliant = 0;
    const expirations: MemberRow['expirations'] = {};
    if (kind === 0) {
      const uuid = randomUUID();
      pendingCourses[uuid] = {
        userCourseUuid: uuid,
        productId: product.id,
        courseId: seedCourses[0]!.id,
        name: product.name,
        color: seedCourses[0]!.color,
      };
      seatsUsed += 1;
    } else if (kind !== 4) {
      const expirationDate = addDays(today, ((i * 7919) % 1460) - 730);
      if (complianceOn(today, expirationDate) === 'Expired') nonCompliant = 1;
      else compliant = 1;
      const sourceId = randomUUID();
      const completedOn = addDays(expirationDate, -730);
      expirations[sourceId] = {
        date: expirationDate,
        source: 'course',
        countedAs: nonCompliant ? 'non_compliant' : 'compliant',
        completedOn,
      };
      const [completion] = completionPut({
        groupId,
        userId,
        firstName: FIRST[i % 20]!,
        lastName: `${LAST[(i * 7) % 20]}${i}`,
        userCourseUuid: sourceId,
        courseId: course.id,
        courseName: course.title,
        examType: 'Certification',
        completedOn,
        passedAt: `${completedOn}T12:00:00.000Z`,
        expirationDate,
        providerCardId: null,
      });
      items.push(completion!.Put!.Item as Record<string, unknown>);
      completedDays.set(completedOn, (completedDays.get(completedOn) ?? 0) + 1);
      const [row] = expirationPut({
        groupId,
        userId,
        firstName: FIRST[i % 20]!,
        lastName: `${LAST[(i * 7) % 20]}${i}`,
        expirationDate,
        sourceId,
        source: 'course',
        courseExpirationGroup: {
          id: course.id,
          name: course.title,
          courseIds: [course.id],
          productIds: [course.products.certification.id, course.products.recertification.id],
        },
      });
      items.push(row!.Put!.Item as Record<string, unknown>);
      days.set(expirationDate, (days.get(expirationDate) ?? 0) + 1);
    }
    const status = memberStatus({ pending: Object.keys(pendingCourses).length, compliant, nonCompliant });
    counts[status] += 1;
    const member: MemberRow = {
      groupId,
      userId,
      groupAdmin: false,
      joinedAt: now.toISOString(),
      firstName: FIRST[i % 20]!,
      lastName: `${LAST[(i * 7) % 20]}${i}`,
      email: `member${i}@synthetic.example`,
      status,
      pendingCourses,
      expirations,
      compliantCourses: compliant,
      nonCompliantCourses: nonCompliant,
      ce: 0,
      lastSignInAt: i % 3 ? `${addDays(today, -(i % 400))}T12:00:00.000Z` : null,
      version: 0,
    };
    items.push(memberRowItem(member), ...memberSortEntryItems(member));
    await flush();
  }
  await flush(true);
  // The counters the writes would have kept: day counters, the seat ledger, member and status counts.
  for (const [date, count] of days) {
    const [, counter] = expirationPut({
      groupId,
      userId: '',
      firstName: '',
      lastName: '',
      expirationDate: date,
      sourceId: '',
      source: 'course',
      courseExpirationGroup: { id: '', name: '', courseIds: [], productIds: [] },
    });
    await transact({
      counters: [
        {
          Update: {
            ...counter!.Update!,
            ExpressionAttributeValues: { ...counter!.Update!.ExpressionAttributeValues, ':by': count },
          },
        },
      ],
    });
  }
  for (const [date, count] of completedDays)
    await transact({ counters: [completionDayCounterAdd(groupId, date, count)] });
  await addPurchasedSeats(
    groupId,
    { id: product.id, name: product.name, color: seedCourses[0]!.color },
    seatsUsed + 100,
  );
  for (const status of Object.keys(counts) as MemberStatus[]) {
    if (counts[status])
      await transact({
        counters: [
          {
            Update: {
              ...statusCountersMove(groupId, null, status, 0).Update!,
              ExpressionAttributeValues: { ':one': counts[status] },
            },
          },
        ],
      });
  }
  await transact({ counters: [{ Update: { ...statusCountersMove(groupId, null, null, members).Update! } }] });
  await addUsedSeats(groupId, product.id, seatsUsed);
  return { groupId, adminEmail, members };
}
