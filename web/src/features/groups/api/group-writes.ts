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

type EnrollReply = Awaited<ReturnType<ReturnType<typeof useEnrollMember>['mutateAsync']>>;

/** Why an enrollment did not happen (a field's first message, or the refusal's), or null once made. */
export function enrollFailure(reply: EnrollReply): string | null {
  if (reply.status === 201) return null;
  if (reply.status === 422) return Object.values(reply.body.errors).flat()[0] ?? 'Please check the course.';
  return reply.body.message;
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
