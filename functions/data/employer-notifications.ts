// Employer notifications (one per passed exam, looked up by the exam's uuid from the public page)
// and the mailed-card queue. Each is written in one transaction with the user course's flag, so a
// second request (or a race) finds the flag set and writes nothing.
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { credentialStepUpdate, type UserCourse } from './learning';
import * as z from 'zod/mini';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import { db, queryPage, tableName, type Page, type PageRequest } from './table';
import { applyCredentialStep } from './continuing-education';

export interface EmployerNotification {
  userExamUuid: string;
  userId: string;
  userCourseUuid: string;
  providerCardId: string;
  employer: {
    firstName: string;
    lastName: string;
    email: string;
    company: string;
    phone: string;
    department: string | null;
  };
  sentAt: string;
}

export interface MailRequest {
  id: string;
  userId: string;
  userExamUuid: string;
  userCourseUuid: string;
  providerCardId: string;
  learnerName: string;
  courseName: string;
  address: { street: string; street2: string | null; city: string; state: string; zip: string };
  status: 'queued' | 'sent';
  requestedAt: string;
}

const employerNotificationSchema = /* @__PURE__ */ itemSchema<EmployerNotification>('EmployerNotification', () =>
  z.looseObject({
    userExamUuid: z.string(),
    userId: z.string(),
    userCourseUuid: z.string(),
    providerCardId: z.string(),
    employer: z.looseObject({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      company: z.string(),
      phone: z.string(),
      department: z.nullable(z.string()),
    }),
    sentAt: z.string(),
  }),
);

const mailRequestSchema = /* @__PURE__ */ itemSchema<MailRequest>('MailRequest', () =>
  z.looseObject({
    id: z.string(),
    userId: z.string(),
    userExamUuid: z.string(),
    userCourseUuid: z.string(),
    providerCardId: z.string(),
    learnerName: z.string(),
    courseName: z.string(),
    address: z.looseObject({
      street: z.string(),
      street2: z.nullable(z.string()),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
    status: z.enum(['queued', 'sent']),
    requestedAt: z.string(),
  }),
);

const NOT_YET = (field: string) => ({
  expression: `attribute_not_exists(#${field}) OR #${field} = :unset`,
  names: { [`#${field}`]: field },
  values: { ':unset': null },
});

/** Records the notification and flags the course; false when it was already sent or a concurrent write moved the course (read it again to tell). */
export function recordEmployerNotification(
  userCourse: UserCourse,
  notification: EmployerNotification,
): Promise<boolean> {
  return applyCredentialStep({
    userCourse: credentialStepUpdate(
      userCourse,
      { employerNotifiedAt: notification.sentAt },
      NOT_YET('employerNotifiedAt'),
    ),
    notification: {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.employerNotification(notification.userExamUuid),
          type: 'EmployerNotification',
          ...notification,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  });
}

/** Removes a notification whose email could not be sent (see clearEmployerNotified). */
export async function deleteEmployerNotificationRecord(userExamUuid: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.employerNotification(userExamUuid) }));
}

/** Clears the course's notified flag; false when a concurrent write moved the course (read it again). */
export function clearEmployerNotified(userCourse: UserCourse): Promise<boolean> {
  return applyCredentialStep({ userCourse: credentialStepUpdate(userCourse, { employerNotifiedAt: null }) });
}

export async function getEmployerNotificationRecord(userExamUuid: string): Promise<EmployerNotification | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.employerNotification(userExamUuid) }),
  );
  return Item ? parseItem(employerNotificationSchema, Item) : null;
}

/** Queues the card and flags the course; false when a request was already made or a concurrent write moved the course (read it again to tell). */
export function queueMailRequest(userCourse: UserCourse, request: MailRequest): Promise<boolean> {
  return applyCredentialStep({
    userCourse: credentialStepUpdate(userCourse, { mailRequestAt: request.requestedAt }, NOT_YET('mailRequestAt')),
    request: {
      Put: {
        TableName: tableName(),
        Item: { ...keys.mailRequest(request.requestedAt, request.id), type: 'MailRequest', ...request },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  });
}

export const listMailQueuePage = (page: PageRequest): Promise<Page<MailRequest>> =>
  queryPage(keys.mailQueuePrefix(), page, { item: mailRequestSchema });
