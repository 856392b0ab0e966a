// Group notification settings (spec sections 3, 5 and 7): the expiration digest's template, who
// gets it (every group admin), how often and how far ahead. Group-scoped: the caller's own group.
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { envelope, messageBody, validationErrors } from './envelope';
import {
  DAYS_BEFORE_EXPIRATION_MAX,
  DAYS_BEFORE_EXPIRATION_MIN,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEMPLATES,
} from '../rules/notification-schedule';

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, message));

export const notification = z.object({
  template: z.enum(NOTIFICATION_TEMPLATES),
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  frequency: z.enum(NOTIFICATION_FREQUENCIES),
  dayOfTheWeek: z.number(),
  daysBeforeExpiration: z.number(),
  /** Extra to the spec: the next day the digest goes out while enabled (company calendar), else null. */
  nextSendOn: z.nullable(z.string()),
});
export type Notification = z.infer<typeof notification>;

/** The template in the path: any string reaches the handler, so an unknown one is a 404, not a 422. */
const templateParams = z.object({ template: z.string().check(z.minLength(1), z.maxLength(100)) });

export const notificationSettingsBody = z.object({
  enabled: z.optional(z.boolean({ error: NOTIFICATION_MESSAGES.enabled })),
  frequency: z.optional(z.enum(NOTIFICATION_FREQUENCIES, { error: NOTIFICATION_MESSAGES.frequency })),
  dayOfTheWeek: z.optional(wholeNumber(0, 6, NOTIFICATION_MESSAGES.dayOfTheWeek)),
  daysBeforeExpiration: z.optional(
    wholeNumber(DAYS_BEFORE_EXPIRATION_MIN, DAYS_BEFORE_EXPIRATION_MAX, NOTIFICATION_MESSAGES.daysBeforeExpiration),
  ),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

export const listNotifications = defineContract({
  method: 'GET',
  path: '/api/groups/notifications.json',
  access: 'groupAdmin',
  summary: "The caller's group's notification settings, one per template (defaults until saved).",
  grants: ['table:read'],
  responses: { 200: z.object({ data: z.array(notification) }), 404: messageBody },
});

export const getNotification = defineContract({
  method: 'GET',
  path: '/api/groups/notifications/:template.json',
  access: 'groupAdmin',
  summary: "One notification template of the caller's group.",
  grants: ['table:read'],
  params: templateParams,
  responses: { 200: z.object({ data: notification }), 404: messageBody },
});

export const updateNotification = defineContract({
  method: 'PATCH',
  path: '/api/groups/notifications/:template.json',
  access: 'groupAdmin',
  summary:
    "Changes the given fields of a notification template of the caller's group (version-conditioned; concurrent edits of different fields both stand).",
  grants: ['table:write'],
  params: templateParams,
  body: notificationSettingsBody,
  responses: { 200: z.object({ data: notification, ...envelope }), 404: messageBody, 422: validationErrors },
});

export const groupNotificationContracts = {
  'group-notifications/list-notifications': listNotifications,
  'group-notifications/get-notification': getNotification,
  'group-notifications/update-notification': updateNotification,
} as const;
