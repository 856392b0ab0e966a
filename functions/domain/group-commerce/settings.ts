// Group settings: Group Information (the name; only the caller's own group) and the subscription
// pricing interest flag.
import { GROUP_PURCHASE_MESSAGES } from '@shared/constants';
import { markSubscriptionInterest, renameGroup } from '@functions/data/group-orders';
import { NotFound } from '@functions/lib/errors';
import type { GroupScope } from '@functions/lib/group-scope';
import { successToast } from '@functions/lib/toasts';
import { loadGroupSummary } from '../profile/present-group';
import { GROUP_COMMERCE_MESSAGES } from './messages';

/** Another group's id (or an unknown one) is not found: the caller's group is the only one they may rename. */
export async function updateGroup(group: GroupScope, id: string, name: string) {
  if (id !== group.id) throw new NotFound('Group not found');
  await renameGroup(group, name);
  const summary = await loadGroupSummary(group.id);
  if (!summary) throw new NotFound('Group not found');
  return { group: summary, toaster: successToast(GROUP_COMMERCE_MESSAGES.groupSaved) };
}

export async function subscriptionInterest(group: GroupScope, now = new Date()) {
  await markSubscriptionInterest(group, now.toISOString());
  return {
    subscriptionInterestSent: true,
    toaster: successToast(GROUP_PURCHASE_MESSAGES.subscriptionInterest),
  };
}
