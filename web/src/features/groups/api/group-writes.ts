// The portal's writes on members: enroll from a seat, un-enroll, remove. Each makes the group's reads
// stale (api/group-reads.ts), so every screen shows the ledger as written.
import type { BodyInput } from '@web/lib/api';
import { useContractMutation } from '@web/lib/contract-mutation';
import { apiRoute } from '@web/lib/api-route';
import { GROUP_MEMBER_READS } from './group-reads';

const enrollGroupMember = apiRoute('groups/enroll');
const removeGroupUser = apiRoute('groups/remove-user');
const unenrollGroupUserExam = apiRoute('groups/unenroll');

const groupReads = GROUP_MEMBER_READS;

export function useEnrollMember() {
  return useContractMutation(enrollGroupMember, {
    request: (body: BodyInput<typeof enrollGroupMember>) => ({ body }),
    invalidates: groupReads,
  });
}

export function useUnenroll() {
  return useContractMutation(unenrollGroupUserExam, {
    request: (id: string) => ({ params: { id } }),
    invalidates: groupReads,
  });
}

export function useRemoveMember() {
  return useContractMutation(removeGroupUser, {
    request: (id: string) => ({ params: { id } }),
    invalidates: groupReads,
    refetch: 'none',
  });
}
