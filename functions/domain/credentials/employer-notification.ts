// After a pass: the learner emails their employer a link to a public page about the new card
// (which answers only for exams whose learner sent one), or asks for the card by mail (queued for
// fulfilment when the company offers it). Each happens once per exam.
import { randomUUID } from 'node:crypto';
import type { employerContact, mailingAddress } from '@shared/contracts/credentials';
import { credentialsAvailable } from '@shared/rules/learning';
import { normalizePhone } from '@shared/rules/identity';
import { isUsState } from '@shared/rules/us-states';
import { href, paths } from '@shared/paths';
import type * as z from 'zod/mini';
import { employerNotificationEmail } from '@functions/adapters/email/employer-notification';
import { sendEmail } from '@functions/adapters/mailer';
import {
  clearEmployerNotified,
  deleteEmployerNotificationRecord,
  getEmployerNotificationRecord,
  listMailQueuePage,
  queueMailRequest,
  recordEmployerNotification,
} from '@functions/data/employer-notifications';
import { getUserExam } from '@functions/data/exams';
import { getUserCourse } from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { getProviderCard } from '@functions/data/provider-cards';
import { countAttempt } from '@functions/data/rate-limits';
import type { PageRequest } from '@functions/data/table';
import { getUserById } from '@functions/data/users';
import type { Caller } from '@functions/lib/caller';
import { rateLimitSubject } from '@functions/lib/client-ip';
import { env } from '@functions/lib/env';
import { Invalid, NotFound, TooManyRequests } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import { blankProviderCardUrl } from '../catalog/blank-provider-card';
import { requireCourse } from '../catalog/catalog';
import { loadCompany } from '../company/company-settings';
import { presentExam } from '../learning/present-exam';
import { displayStatus } from '../learning/present-user-course';
import { verifyUrl } from './verify-url';
import { userCourseAsRead } from './fresh-user-course';
import { CREDENTIAL_MESSAGES } from './messages';
import { emailBrand } from '../company/email-brand';

/** Public page and card: generous for an employer, tight for someone walking exam ids. */
const PUBLIC_LIMIT = { windowSeconds: 900, perIp: 60 };

async function passedExamOf(userId: string, uuid: string, today: string) {
  const exam = await getUserExam(userId, uuid);
  const userCourse = exam ? await getUserCourse(userId, exam.userCourseUuid) : null;
  if (
    !exam ||
    !userCourse ||
    userCourse.userExamUuid !== exam.uuid ||
    !userCourse.providerCardId ||
    !credentialsAvailable(displayStatus(userCourse, today))
  ) {
    throw new NotFound('Exam not found');
  }
  return { exam, userCourse, providerCardId: userCourse.providerCardId };
}

async function examReply(userId: string, uuid: string, today: string, message: string) {
  const exam = (await getUserExam(userId, uuid))!;
  const userCourse = (await getUserCourse(userId, exam.userCourseUuid))!;
  return {
    userExam: presentExam(exam, userCourse, await requireCourse(userCourse.courseId), today),
    toaster: successToast(message),
  };
}

export async function notifyEmployer(
  caller: Caller,
  uuid: string,
  contact: z.infer<typeof employerContact>,
  today: string,
  now = new Date(),
) {
  const { userCourse, providerCardId } = await passedExamOf(caller.userId, uuid, today);
  const phone = normalizePhone(contact.phone);
  if (!phone) throw Invalid.field('phone', 'Phone number is invalid');
  if (userCourse.employerNotifiedAt) throw Invalid.field('base', CREDENTIAL_MESSAGES.alreadyNotified);
  const notification = {
    userExamUuid: uuid,
    userId: caller.userId,
    userCourseUuid: userCourse.uuid,
    providerCardId,
    sentAt: now.toISOString(),
    employer: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      company: contact.company,
      phone,
      department: contact.department || null,
    },
  };
  const recorded = await optimistic({
    read: userCourseAsRead(caller.userId, userCourse),
    write: async (current) =>
      !current.employerNotifiedAt && ((await recordEmployerNotification(current, notification)) || RETRY),
    conflict: CREDENTIAL_MESSAGES.courseChanged,
  });
  if (!recorded) throw Invalid.field('base', CREDENTIAL_MESSAGES.alreadyNotified);

  const [course, brand, card] = await Promise.all([
    requireCourse(userCourse.courseId),
    emailBrand(),
    getProviderCard(providerCardId),
  ]);
  try {
    await sendEmail(
      contact.email,
      employerNotificationEmail(
        {
          employerFirstName: contact.firstName,
          learnerName: `${caller.user.firstName} ${caller.user.lastName}`,
          courseName: course.title,
          courseType: course.courseType,
          cardId: providerCardId,
          expiresOn: card?.expiresOn ?? userCourse.expirationDate,
          pageUrl: `${env().APP_URL}${href(paths.employerNotification, { userExamUuid: uuid })}`,
        },
        brand,
      ),
    );
  } catch (error) {
    // Not sent: the learner may try again. The record goes first, so the public page never shows
    // a notification whose flag was cleared; the flag is cleared on a fresh read if the course moved.
    await deleteEmployerNotificationRecord(uuid);
    await optimistic({
      read: userCourseAsRead(caller.userId, userCourse),
      write: async (current) => !current.employerNotifiedAt || (await clearEmployerNotified(current)) || RETRY,
      conflict: CREDENTIAL_MESSAGES.courseChanged,
    });
    throw error;
  }
  return examReply(caller.userId, uuid, today, CREDENTIAL_MESSAGES.notified);
}

export async function notifiedCard(userExamUuid: string, ip: string) {
  if (
    (await countAttempt('employerNotification', `ip:${rateLimitSubject(ip)}`, PUBLIC_LIMIT.windowSeconds)) >
    PUBLIC_LIMIT.perIp
  )
    throw TooManyRequests.over('employerNotification:ip');
  const record = await getEmployerNotificationRecord(userExamUuid);
  if (!record) throw new NotFound('This page does not exist.');
  return record;
}

export async function getEmployerNotification(userExamUuid: string, ip: string) {
  const record = await notifiedCard(userExamUuid, ip);
  const [user, userCourse, card] = await Promise.all([
    getUserById(record.userId),
    getUserCourse(record.userId, record.userCourseUuid),
    getProviderCard(record.providerCardId),
  ]);
  if (!user || !userCourse || !card || card.revokedAt) throw new NotFound('This page does not exist.');
  const course = await requireCourse(userCourse.courseId);
  return {
    firstName: card.holderFirstName,
    lastName: card.holderLastName,
    courseType: course.courseType,
    courseName: course.title,
    providerCardId: card.id,
    userCourseUuid: userCourse.uuid,
    courseBlankProviderCard: { url: blankProviderCardUrl(course.id) },
    passedAt: userCourse.passedAt ?? card.issuedOn,
    expirationDate: card.expiresOn,
    providerCardUrl: `/api/employer_notifications/${encodeURIComponent(userExamUuid)}/provider_card.pdf`,
    verifyUrl: verifyUrl(card),
    employer: { firstName: record.employer.firstName, company: record.employer.company },
  };
}

export async function requestMailedCard(
  caller: Caller,
  uuid: string,
  address: z.infer<typeof mailingAddress>,
  today: string,
  now = new Date(),
) {
  const { userCourse, providerCardId } = await passedExamOf(caller.userId, uuid, today);
  const company = await loadCompany();
  if (!company.mailedProviderCards) throw Invalid.field('directMailerQueue', CREDENTIAL_MESSAGES.mailUnavailable);
  if (!isUsState(address.state)) throw Invalid.field('state', 'State must be a US state');
  if (userCourse.mailRequestAt) throw Invalid.field('directMailerQueue', CREDENTIAL_MESSAGES.alreadyRequested);
  const course = await requireCourse(userCourse.courseId);
  const request = {
    id: randomUUID(),
    userId: caller.userId,
    userExamUuid: uuid,
    userCourseUuid: userCourse.uuid,
    providerCardId,
    learnerName: `${caller.user.firstName} ${caller.user.lastName}`,
    courseName: course.title,
    status: 'queued' as const,
    requestedAt: now.toISOString(),
    address: {
      street: address.street,
      street2: address.street2 || null,
      city: address.city,
      state: address.state.toUpperCase(),
      zip: address.zip,
    },
  };
  const queued = await optimistic({
    read: userCourseAsRead(caller.userId, userCourse),
    write: async (current) => !current.mailRequestAt && ((await queueMailRequest(current, request)) || RETRY),
    conflict: CREDENTIAL_MESSAGES.courseChanged,
  });
  if (!queued) throw Invalid.field('directMailerQueue', CREDENTIAL_MESSAGES.alreadyRequested);
  return examReply(caller.userId, uuid, today, CREDENTIAL_MESSAGES.mailQueued);
}

export async function listMailRequests(page: PageRequest) {
  const { items, pagination } = await listMailQueuePage(page);
  return {
    data: items.map((r) => ({
      id: r.id,
      status: r.status,
      requestedAt: r.requestedAt,
      learnerName: r.learnerName,
      providerCardId: r.providerCardId,
      courseName: r.courseName,
      address: r.address,
    })),
    pagination,
  };
}
