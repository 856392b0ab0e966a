// The digest bench's company: N small groups with notifications on and the digest due on one
// weekday, each with one admin and one member whose certification expires within the window.
// Written in batches (member rows and compliance rows as the writes would leave them; no user
// profiles or logins: the digest reads only the group's rows).
import { randomUUID } from 'node:crypto';
import { putItems } from '@functions/data/catalog';
import { createGroup } from '@functions/data/groups';
import { expirationPut, memberRowItem, type MemberRow } from '@functions/data/group-members';
import { memberSortEntryItems } from '@functions/data/group-member-sorts';
import { notificationSettingItem } from '@functions/data/group-notifications';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { addDays } from '@shared/rules/dates';
import { weekdayOf } from '@shared/rules/notification-schedule';

const PARALLEL_GROUPS = 25;

const row = (groupId: string, userId: string, groupAdmin: boolean, i: number, now: Date): MemberRow => ({
  groupId,
  userId,
  groupAdmin,
  joinedAt: now.toISOString(),
  firstName: groupAdmin ? 'Ada' : 'Mo',
  lastName: `${groupAdmin ? 'Admin' : 'Member'}${i}`,
  email: `${groupAdmin ? 'admin' : 'member'}${i}@digest-bench.example`,
  status: groupAdmin ? 'needs_attention' : 'compliant',
  pendingCourses: {},
  compliantCourses: groupAdmin ? 0 : 1,
  nonCompliantCourses: 0,
  ce: 0,
  lastSignInAt: null,
  version: 0,
});

/** Seeds `count` groups whose digest is due on `day` (weekly, 30 days ahead); returns their ids. */
export async function seedDigestGroups(count: number, day: string, now = new Date()): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += PARALLEL_GROUPS) {
    const batch = Array.from({ length: Math.min(PARALLEL_GROUPS, count - start) }, (_, k) => start + k);
    const items: Record<string, unknown>[] = [];
    await Promise.all(
      batch.map(async (i) => {
        const groupId = randomUUID();
        ids.push(groupId);
        await createGroup({
          id: groupId,
          name: `Digest Bench ${i}`,
          purchased: true,
          unlimitedCertifications: false,
          notificationsEnabled: true,
          groupOnboardingId: null,
          autoRenewal: false,
          subscriptionInterestSent: false,
          createdAt: now.toISOString(),
        });
        const memberId = randomUUID();
        for (const member of [row(groupId, randomUUID(), true, i, now), row(groupId, memberId, false, i, now)])
          items.push(memberRowItem(member), ...memberSortEntryItems(member));
        const [expiration] = expirationPut({
          groupId,
          userId: memberId,
          firstName: 'Mo',
          lastName: `Member${i}`,
          expirationDate: addDays(day, 1 + (i % 29)),
          sourceId: randomUUID(),
          source: 'course',
          courseExpirationGroup: { id: 'bls', name: 'BLS Provider', courseIds: ['bls'], productIds: ['bls-recert'] },
        });
        items.push(expiration!.Put!.Item as Record<string, unknown>);
        items.push(
          notificationSettingItem(groupScopeForJob(groupId), {
            groupId,
            template: 'group_admin_certification_expiration',
            enabled: true,
            frequency: 'weekly',
            dayOfTheWeek: weekdayOf(day),
            daysBeforeExpiration: 30,
            version: 1,
            updatedAt: now.toISOString(),
          }),
        );
      }),
    );
    await putItems(items);
  }
  return ids;
}
