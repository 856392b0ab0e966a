// The learner's courses, sections, subscriptions and ad tiles.
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { envelope, messageBody, validationErrors } from './envelope';
import { MAX_LENGTH, printable } from './limits';
import { courseSummary, image } from './catalog';
import { cmeEvaluationSubmission, currentUser } from './common';
import { userExam } from './exams';

const status = z.enum(['in_progress', 'passed', 'failed', 'expired']);

export const userCourse = z.object({
  uuid: z.string(),
  courseId: z.string(),
  name: z.string(),
  courseType: z.string(),
  examType: z.enum(['Certification', 'Recertification']),
  status,
  createdAt: z.string(),
  passedAt: z.nullable(z.string()),
  /** The provider card's issue date (the pass date, or the later date chosen on confirmation). */
  issuedOn: z.nullable(z.string()),
  /** Sections completed, 0-100. */
  progress: z.number(),
  expirationDate: z.nullable(z.string()),
  canStart: z.boolean(),
  /** Questions answered in the current exam, 0-100. */
  examProgress: z.number(),
  scoredAt: z.nullable(z.string()),
  userExamUuid: z.nullable(z.string()),
  color: z.string(),
  providerCardId: z.nullable(z.string()),
  subscriptionUuid: z.nullable(z.string()),
  cmeCertificatesCount: z.number(),
  /** Our addition: passed as a review (no entitlement backed it): no new card, the card shown is the one held. */
  review: z.boolean(),
  currentUserCourseSectionUuid: z.nullable(z.string()),
  firstUserCourseSectionUuid: z.nullable(z.string()),
  cmeEvaluationId: z.nullable(z.string()),
  /** The CE evaluation's state for this pass (null before it starts): drives the certificate routing and the CME button. */
  cmeEvaluationSubmission: z.nullable(cmeEvaluationSubmission),
  userId: z.string(),
  ceBrokerId: z.nullable(z.string()),
  manuallyConfirmed: z.boolean(),
  autoRenew: z.boolean(),
  attachedThumbnail: image,
});
export type UserCourse = z.infer<typeof userCourse>;

export const userCourseSection = z.object({
  uuid: z.string(),
  sectionId: z.string(),
  title: z.string(),
  about: z.string(),
  duration: z.number(),
  position: z.number(),
  completedAt: z.nullable(z.string()),
  /** The first image of the section's content, or null. */
  attachedThumbnail: image,
});

export const userCourseSectionDetail = z.extend(userCourseSection, {
  content: z.string(),
  nextUuid: z.nullable(z.string()),
  previousUuid: z.nullable(z.string()),
  lastIncompleteSection: z.boolean(),
  userCourse,
});

export const subscription = z.object({
  uuid: z.string(),
  productName: z.string(),
  product: z.object({ name: z.string(), color: z.string(), attachedFeatured: image }),
  layout: z.enum(['certify', 'ce']),
  courses: z.array(courseSummary),
  userCourses: z.array(userCourse),
});

export const adTile = z.object({
  id: z.string(),
  title: z.string(),
  mainAd: z.string(),
  paragraphText: z.string(),
  backgroundImage: image,
  adLinks: z.array(z.object({ title: z.string(), url: z.string() })),
});

const uuidParam = z.object({ uuid: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)) });

/**
 * Our addition for My Learning: how to renew a card the learner holds, on the user course holding it
 * once the card is due (shared/rules/certification.ts RENEWAL_WARNING_DAYS before it expires, or
 * expired). `purchase`: `path` is the cart holding the product to buy (`productName`; null when the
 * course is not sold); `entitled`: an entitlement already backs the renewal and `path` is the course
 * page that starts it; `group`: the group administrator assigns it (no path).
 */
export const cardRenewal = z.object({
  state: z.enum(['entitled', 'purchase', 'group']),
  path: z.nullable(z.string()),
  productName: z.nullable(z.string()),
});
export type CardRenewal = z.infer<typeof cardRenewal>;

export const listUserCourses = defineContract({
  method: 'GET',
  path: '/api/user_courses.json',
  access: 'learner',
  summary: "The caller's user courses, newest first (a card due for renewal says how to renew it).",
  // Reading repairs a finished course whose exam was never attached (exam-attachment.ts withExam): the user's partition.
  grants: ['table:read', 'table:write:users'],
  responses: { 200: z.object({ data: z.array(z.extend(userCourse, { renewal: z.optional(cardRenewal) })) }) },
});

export const getUserCourse = defineContract({
  method: 'GET',
  path: '/api/user_courses/:uuid.json',
  access: 'learner',
  summary: "One of the caller's user courses, with its current exam.",
  // Reading repairs a finished course whose exam was never attached (exam-attachment.ts withExam): the user's partition.
  grants: ['table:read', 'table:write:users'],
  params: uuidParam,
  responses: { 200: z.extend(userCourse, { userExam: z.nullable(userExam) }), 404: messageBody },
});

export const enroll = defineContract({
  method: 'POST',
  path: '/api/user_courses.json',
  access: 'learner',
  summary: 'Starts (or retakes) a course: creates a user course, or opens the unfinished one.',
  grants: ['table:write'],
  idempotent: true,
  body: z.object({
    courseId: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(MAX_LENGTH.id)),
    subscriptionUuid: z.optional(z.nullable(z.string().check(z.maxLength(MAX_LENGTH.id)))),
    /** Our addition: retake a passed course without an entitlement, as a review that issues no new card. */
    review: z.optional(z.boolean()),
  }),
  responses: {
    201: z.object({
      uuid: z.string(),
      courseId: z.string(),
      firstUserCourseSectionUuid: z.string(),
      currentUserCourseSectionUuid: z.string(),
      ...envelope,
    }),
    200: z.object({
      uuid: z.string(),
      courseId: z.string(),
      firstUserCourseSectionUuid: z.string(),
      currentUserCourseSectionUuid: z.string(),
      ...envelope,
    }),
    /** No entitlement backs a new card: what to buy (`redirect` to the cart holding it) or whom to ask. */
    402: z.object({ ...validationErrors.shape, ...envelope }),
    404: messageBody,
    422: validationErrors,
  },
});

export const updateConfirmation = defineContract({
  method: 'PATCH',
  path: '/api/user_courses/:uuid/update_confirmation',
  access: 'learner',
  summary: 'Confirms the provider card: names, issue date (flex expire) and auto-renew.',
  grants: ['table:write'],
  params: uuidParam,
  body: z.object({
    passedAt: z
      .string()
      .check(
        z.maxLength(MAX_LENGTH.date, 'Please choose a valid issue date.'),
        z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a valid issue date.'),
      ),
    autoRenew: z._default(z.boolean(), false),
    firstName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "First name can't be blank"),
        z.maxLength(60, 'First name is too long'),
        printable(),
      ),
    lastName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "Last name can't be blank"),
        z.maxLength(60, 'Last name is too long'),
        printable(),
      ),
  }),
  responses: {
    200: z.object({ currentUser, userCourse, errors: z.record(z.string(), z.array(z.string())), ...envelope }),
    404: messageBody,
    409: messageBody,
    422: validationErrors,
  },
});

export const listUserCourseSections = defineContract({
  method: 'GET',
  path: '/api/user_course_sections.json',
  access: 'learner',
  summary: "A user course's sections with completion.",
  // Reading repairs a finished course whose exam was never attached (exam-attachment.ts withExam): the user's partition.
  grants: ['table:read', 'table:write:users'],
  /** The spec accepts the user course as `user_course_uuid` or `userCourseId`. */
  query: z.object({
    user_course_uuid: z.optional(z.string().check(z.maxLength(MAX_LENGTH.id))),
    userCourseId: z.optional(z.string().check(z.maxLength(MAX_LENGTH.id))),
  }),
  responses: { 200: z.object({ data: z.array(userCourseSection), userCourse }), 404: messageBody },
});

export const getUserCourseSection = defineContract({
  method: 'GET',
  path: '/api/user_course_sections/:uuid.json',
  access: 'learner',
  summary: 'A section of a user course with its content and neighbours.',
  // Reading repairs a finished course whose exam was never attached (exam-attachment.ts withExam): the user's partition.
  grants: ['table:read', 'table:write:users'],
  params: uuidParam,
  responses: { 200: userCourseSectionDetail, 404: messageBody },
});

export const completeUserCourseSection = defineContract({
  method: 'PATCH',
  path: '/api/user_course_sections/:uuid.json',
  access: 'learner',
  summary: 'Marks a section complete; the reply redirects to the next section, or to the exam after the last one.',
  grants: ['table:write', 'realtime'],
  params: uuidParam,
  body: z.object({ completed: z.literal(true, "can't be blank") }),
  responses: { 200: z.extend(userCourseSectionDetail, { ...envelope }), 404: messageBody },
});

export const listSubscriptions = defineContract({
  method: 'GET',
  path: '/api/subscriptions.json',
  access: 'learner',
  summary: "The caller's subscriptions.",
  // Reading repairs a finished course whose exam was never attached (exam-attachment.ts withExam): the user's partition.
  grants: ['table:read', 'table:write:users'],
  responses: { 200: z.object({ data: z.array(subscription) }) },
});

export const getSubscription = defineContract({
  method: 'GET',
  path: '/api/subscriptions/:uuid.json',
  access: 'learner',
  summary: "One of the caller's subscriptions with its courses and the caller's user courses of them.",
  // Reading repairs a finished course whose exam was never attached (exam-attachment.ts withExam): the user's partition.
  grants: ['table:read', 'table:write:users'],
  params: uuidParam,
  responses: { 200: z.object({ data: subscription }), 404: messageBody },
});

export const listAdTiles = defineContract({
  method: 'GET',
  path: '/api/ad_tiles.json',
  access: 'learner',
  summary: 'Promotional tiles for the dashboard (shown to users without subscriptions outside a group).',
  grants: ['table:read'],
  responses: { 200: z.object({ data: z.array(adTile) }) },
});
