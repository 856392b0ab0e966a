// Live member data: the group admin's pages join the group's channel (a short-lived token from
// /api/auth/socket.json) and apply each `user-updated` event to the cached member lists at once,
// marking the member's own reads, the dashboard, the compliance list and chart and the progress report
// stale (what is on screen reads again); the connection comes back after a drop.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type * as groups from '@shared/contracts/groups';
import { contractKey, fetchContract, type QueryData } from '@web/lib/contract-key';
import { invalidateContracts } from '@web/lib/contract-mutation';
import { updateContractEntries } from '@web/lib/contract-query';
import { queryClient } from '@web/lib/query-client';
import { apiRoute } from '@web/lib/api-route';
import { GROUP_VIEWS } from '../api/group-reads';

const getGroupUser = apiRoute('groups/get-user');
const listGroupUserExams = apiRoute('groups/list-user-exams');
const listGroupUsers = apiRoute('groups/list-group-users');

const socketAuth = apiRoute('auth/socket-auth');

type UsersPage = QueryData<typeof listGroupUsers>;
type UserUpdated = groups.GroupUser | { id: string; removed: true };

export function applyUserUpdated(client: QueryClient, data: UserUpdated): void {
  if ('removed' in data) {
    void invalidateContracts([listGroupUsers, ...GROUP_VIEWS]);
    return;
  }
  updateContractEntries(client, listGroupUsers, (page: UsersPage) => ({ ...page, data: page.data.map((row) => (row.id === data.id ? data : row)) }));
  void invalidateContracts([
    contractKey(getGroupUser, { params: { id: data.id } }),
    contractKey(listGroupUserExams, { params: { id: data.id } }),
    ...GROUP_VIEWS,
  ]);
}

const RECONNECT_MS = 5000;

export function useGroupLiveUpdates(): void {
  const client = queryClient;
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let timer: number | undefined;
    const later = () => {
      if (!stopped) timer = window.setTimeout(connect, RECONNECT_MS);
    };
    async function connect() {
      try {
        const grant = await fetchContract(socketAuth);
        if (stopped) return;
        socket = new WebSocket(`${grant.url}?token=${encodeURIComponent(grant.token)}`);
        socket.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { event?: string; data?: UserUpdated };
          if (message.event === 'user-updated' && message.data) applyUserUpdated(client, message.data);
        };
        socket.onclose = later;
      } catch {
        later();
      }
    }
    void connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
    };
  }, [client]);
}
