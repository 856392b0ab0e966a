// A group's notification settings: the list, one template, and the save (which refreshes both).
import type { BodyInput } from '@web/lib/api';
import type { QueryData } from '@web/lib/contract-key';
import { useContractMutation } from '@web/lib/contract-mutation';
import { useContractQuery } from '@web/lib/contract-query';
import { apiRoute } from '@web/lib/api-route';

const listNotifications = apiRoute('group-notifications/list-notifications');
const getNotification = apiRoute('group-notifications/get-notification');
const updateNotification = apiRoute('group-notifications/update-notification');

export type Notification = QueryData<typeof getNotification>['data'];
export type NotificationChanges = BodyInput<typeof updateNotification>;

const selectList = (body: QueryData<typeof listNotifications>) => body.data;
const selectOne = (body: QueryData<typeof getNotification>) => body.data;

export const useNotifications = () => useContractQuery(listNotifications, undefined, { select: selectList });
export const useNotification = (template: string) =>
  useContractQuery(getNotification, { params: { template } }, { select: selectOne });
export const useUpdateNotification = (template: string) =>
  useContractMutation(updateNotification, {
    request: (body: NotificationChanges) => ({ params: { template }, body }),
    invalidates: [listNotifications, getNotification],
  });

/** The form's schema, loaded on submit (the page itself never loads zod). */
export const loadNotificationBody = () =>
  import('@shared/contracts/group-notifications').then((module) => module.updateNotification.body);
