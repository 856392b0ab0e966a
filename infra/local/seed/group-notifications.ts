// Mercy General's expiration digest: on, weekly on Mondays, 30 days ahead (its members expiring in
// 20 days are listed). `npm run job -- group-expiration-notifications` sends it on a Monday; change
// the day under Settings, Notifications to see it today.
import { putNotificationSetting } from '@functions/data/group-notifications';
import { groupScopeForJob } from '@functions/lib/group-scope';
import { DEMO_GROUP_ID } from './accounts';

export async function seedGroupNotifications(now = new Date()): Promise<void> {
  await putNotificationSetting(
    groupScopeForJob(DEMO_GROUP_ID),
    {
      groupId: DEMO_GROUP_ID,
      template: 'group_admin_certification_expiration',
      enabled: true,
      frequency: 'weekly',
      dayOfTheWeek: 1,
      daysBeforeExpiration: 30,
      version: 1,
      updatedAt: now.toISOString(),
    },
    null,
  );
}
