// A group member's renewal reminder asks their admin instead of selling them the course: the ask
// is stored for the group's next expiration digest ("asked to be recertified"). Only when that
// digest is on; otherwise the member is reminded like any learner.
import { getGroup } from '@functions/data/groups';
import {
  getNotificationSetting,
  putRecertificationAsk,
  type RecertificationAsk,
} from '@functions/data/group-notifications';
import { groupScopeForJob } from '@functions/lib/group-scope';

const TEMPLATE = 'group_admin_certification_expiration';

/** The group's name when its digest will list the member; null when the group sends no digest. */
export async function askAdminToRecertify(groupId: string, ask: RecertificationAsk): Promise<string | null> {
  const scope = groupScopeForJob(groupId);
  const group = await getGroup(groupId);
  if (!group?.notificationsEnabled || !(await getNotificationSetting(scope, TEMPLATE))?.enabled) return null;
  await putRecertificationAsk(scope, ask);
  return group.name;
}
