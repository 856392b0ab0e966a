// A group as its members see it.
import type { GroupSummary } from '@shared/contracts/common';
import { getGroup } from '@functions/data/groups';

export async function loadGroupSummary(groupId: string | null): Promise<GroupSummary | null> {
  if (!groupId) return null;
  const group = await getGroup(groupId);
  if (!group) return null;
  return {
    id: group.id,
    name: group.name,
    purchased: group.purchased,
    hasPurchased: group.purchased,
    unlimitedCertifications: group.unlimitedCertifications,
    notificationsEnabled: group.notificationsEnabled,
    groupOnboardingId: group.groupOnboardingId,
  };
}
