// Fixtures for the notification settings and digest tests.
import { setGroupNotificationsEnabled } from '@functions/data/group-notifications';
import { expirationPut, type ExpirationRow } from '@functions/data/group-members';
import { getUserById } from '@functions/data/users';
import { transact } from '@functions/data/writes';
import { sendExpirationDigests } from '@functions/domain/group-notifications/expiration-digest';
import { addGroupMember } from '@functions/data/groups';
import { groupWithAdmin, signUpUser } from './group-fixtures';

export const ONE = '/api/groups/notifications/group_admin_certification_expiration.json';

/** A group with notifications turned on by the company, its signed-in admin and `members` members. */
export async function notifyingGroup(members = 0) {
  const group = await groupWithAdmin(members);
  await setGroupNotificationsEnabled(group.groupId, true);
  return group;
}

/** Another admin of the group (signed up, so with an address of their own). */
export async function addSecondAdmin(groupId: string) {
  const admin = await signUpUser('Second', 'Admin');
  await addGroupMember(groupId, admin.id, true);
  return admin;
}

/** An invocation instant on a company day (10 or 11 am in New York, after the job's 07:00 start). Tests use days far from today and from each other, so each has its own run. */
export const at = (day: string) => new Date(`${day}T15:00:00Z`);

/** A compliance row of the member expiring on `expirationDate`. */
export async function expiring(
  groupId: string,
  userId: string,
  expirationDate: string,
  source: ExpirationRow['source'] = 'course',
  courseName = 'BLS Provider',
) {
  const user = (await getUserById(userId))!;
  await transact({
    fixture: expirationPut({
      groupId,
      userId,
      firstName: user.firstName,
      lastName: user.lastName,
      expirationDate,
      sourceId: `${source}-${userId}-${expirationDate}`,
      source,
      courseExpirationGroup: { id: courseName, name: courseName, courseIds: ['bls'], productIds: ['bls-recert'] },
    }),
  });
}

export const emailOf = async (userId: string) => (await getUserById(userId))!.email;

/** The job's invocations at `now` until the day's walk is done (as the schedule would call it). */
export async function runUntilDone(now: Date, limit?: number, budgetMs?: number) {
  const runs = [];
  for (let i = 0; i < 100; i += 1) {
    const run = await sendExpirationDigests(now, { limit, budgetMs });
    runs.push(run);
    if (run.done || !run.leased) break;
  }
  return runs;
}

export const lastRun = async (now: Date) => (await runUntilDone(now)).at(-1)!;
