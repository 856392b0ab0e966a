// GET /api/groups/users/{id}.json: one member of the group.
import { getGroupUser as contract, type GroupMember } from '@shared/contracts/groups';
import { useContractQuery } from '@web/lib/contract-query';

export type { GroupMember };
export const groupMemberContract = contract;
export const useGroupMember = (id: string) => useContractQuery(contract, { params: { id } });
