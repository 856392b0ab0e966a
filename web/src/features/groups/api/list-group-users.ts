// GET /api/groups/users.json: a page of the group's members for the query in the URL.
import type { GroupUsersQuery } from '@shared/contracts/groups';
import { keepPreviousData } from '@tanstack/react-query';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const contract = apiRoute('groups/list-group-users');

/** The previous page stays on screen while the next one loads (no flash of the loader when paging). */
export const useGroupUsers = (query: Partial<GroupUsersQuery>) =>
  useContractQuery(contract, { query: query as GroupUsersQuery }, { placeholderData: keepPreviousData });
