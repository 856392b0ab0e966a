// Live member data: the group admin's pages listen to the group's channel and apply each
// `user-updated` event to the cached member lists at once, marking the member's own reads, the
// dashboard, the compliance list and chart and the progress report stale (what is on screen reads
// again). The tab's one connection is the group layout's (web/src/lib/realtime-connection.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { UserUpdated } from '@shared/contracts/realtime';
import { contractKey, type QueryData } from '@web/lib/contract-key';
import { invalidateContracts } from '@web/lib/contract-mutation';
import { updateContractEntries } from '@web/lib/contract-query';
import { queryClient } from '@web/lib/query-client';
import { apiRoute } from '@web/lib/api-route';
import { useRealtimeEvent } from '@web/lib/realtime-connection';
import { GROUP_VIEWS } from '../api/group-reads';

const getGroupUser = apiRoute('groups/get-user');
const listGroupUserExams = apiRoute('groups/list-user-exams');
const listGroupUsers = apiRoute('groups/list-group-users');

type UsersPage = QueryData<typeof listGroupUsers>;

export function applyUserUpdated(client: QueryClient, data: UserUpdated): void {
  if ('removed' in data) {
    void invalidateContracts([listGroupUsers, ...GROUP_VIEWS]);
    return;
  }
  updateContractEntries(client, listGroupUsers, (page: UsersPage) => ({
    ...page,
    data: page.data.map((row) => (row.id === data.id ? data : row)),
  }));
  void invalidateContracts([
    contractKey(getGroupUser, { params: { id: data.id } }),
    contractKey(listGroupUserExams, { params: { id: data.id } }),
    ...GROUP_VIEWS,
  ]);
}

const onUserUpdated = (data: UserUpdated) => applyUserUpdated(queryClient, data);

/** The page applies `user-updated` while it is shown, over the tab's one connection (web/src/lib/realtime-connection.ts). */
export function useGroupLiveUpdates(): void {
  useRealtimeEvent('user-updated', onUserUpdated);
}
