// The portal's writes on members: enrol from a seat, un-enrol, remove. Each makes the group's reads
// stale (lists, dashboard, seats, the member), so every screen shows the ledger as written.
import * as groups from '@shared/contracts/groups';
import type { BodyInput } from '@web/lib/api';
import { useContractMutation, type CacheTarget } from '@web/lib/contract-query';

const groupReads: readonly CacheTarget[] = [groups.listGroupUsers, groups.groupDashboard, groups.listGroupProducts, groups.getGroupUser, groups.listGroupUserExams];

export function useEnrolMember() {
  return useContractMutation(groups.enrollGroupMember, { request: (body: BodyInput<typeof groups.enrollGroupMember>) => ({ body }), invalidates: groupReads });
}

export function useUnenrol() {
  return useContractMutation(groups.unenrollGroupUserExam, { request: (id: string) => ({ params: { id } }), invalidates: groupReads });
}

export function useRemoveMember() {
  return useContractMutation(groups.removeGroupUser, { request: (id: string) => ({ params: { id } }), invalidates: groupReads, refetch: 'none' });
}
