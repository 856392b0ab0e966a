// Fixtures for the notification settings and digest tests.
import { setGroupNotificationsEnabled } from '@functions/data/group-notifications';
import { groupWithAdmin } from './group-fixtures';

/** A group with notifications turned on by the company, its signed-in admin and `members` members. */
export async function notifyingGroup(members = 0) {
  const group = await groupWithAdmin(members);
  await setGroupNotificationsEnabled(group.groupId, true);
  return group;
}
