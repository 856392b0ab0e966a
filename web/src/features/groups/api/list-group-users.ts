// GET /api/groups/users.json: a page of the group's members for the query in the URL.
import { listGroupUsers as contract, type GroupUser, type GroupUsersQuery } from '@shared/contracts/groups';
import { keepPreviousData } from '@tanstack/react-query';
import { useContractQuery } from '@web/lib/contract-query';

export type { GroupUser };
export const groupUsersContract = contract;
/** The previous page stays on screen while the next one loads (no flash of the loader when paging). */
export const useGroupUsers = (query: Partial<GroupUsersQuery>) => useContractQuery(contract, { query: query as GroupUsersQuery }, { placeholderData: keepPreviousData });
