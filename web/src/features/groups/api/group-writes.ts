// The portal's writes on members: enrol from a seat, un-enrol, remove. Each makes the group's reads
// stale (lists, dashboard, seats, the member), so every screen shows the ledger as written.
import type { BodyInput } from '@web/lib/api';
import { type CacheTarget } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';

const enrollGroupMember = apiRoute('groups/enroll');
const getGroupUser = apiRoute('groups/get-user');
const groupDashboard = apiRoute('groups/dashboard');
const listGroupProducts = apiRoute('groups/list-products');
const listGroupUserExams = apiRoute('groups/list-user-exams');
const listGroupUsers = apiRoute('groups/list-group-users');
const removeGroupUser = apiRoute('groups/remove-user');
const unenrollGroupUserExam = apiRoute('groups/unenroll');

const groupReads: readonly CacheTarget[] = [listGroupUsers, groupDashboard, listGroupProducts, getGroupUser, listGroupUserExams];

export function useEnrolMember() {
  return useContractMutation(enrollGroupMember, { request: (body: BodyInput<typeof enrollGroupMember>) => ({ body }), invalidates: groupReads });
}

export function useUnenrol() {
  return useContractMutation(unenrollGroupUserExam, { request: (id: string) => ({ params: { id } }), invalidates: groupReads });
}

export function useRemoveMember() {
  return useContractMutation(removeGroupUser, { request: (id: string) => ({ params: { id } }), invalidates: groupReads, refetch: 'none' });
}
