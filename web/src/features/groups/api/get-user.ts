// GET /api/groups/users/{id}.json: one member of the group, as the portal shows them (no private fields).
import type { GroupMember } from '@shared/contracts/groups';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/get-user');

export type { GroupMember };
export const useGroupMember = (id: string) => useContractQuery(contract, { params: { id } });
