// The group portal: a group admin's view of their own group (members first; more with the portal).
import * as z from 'zod/mini';
import { GROUP_NAME_CONTACT_MESSAGE, isContactFreeGroupName } from '../rules/group-names';
import { SAVED_FILTER_MODELS } from '../constants';

export { SAVED_FILTER_MODELS };
import { defineContract } from './contract';
import { EXPIRATION_SORTS, MEMBER_SORTS } from './list-options';
import { binary, envelope, messageBody, optionsQuery, pagedReply, pageQuery, validationErrors } from './envelope';
import { MAX_LENGTH, printable, tooLong } from './limits';
import {
  INVITE_FILE_FIELD,
  INVITE_FILE_MAX_BYTES,
  MAX_INVITES_PER_SEND,
  TOO_MANY_INVITES,
} from '../rules/group-invitations';
import { passwordRule } from '../rules/password';
import { currentUser, groupSummary } from './common';
import { groupMember, groupUser } from './group-user';

export type { GroupMember, GroupUser } from './group-user';
export { groupMember };

/**
 * The member list's query: search (lowercased by the web), one sorted column with `sort_order`
 * (ascending unless `desc`), and filters as `<op>:<value>` on their column (shared/rules/group-filters.ts).
 */
export const groupUsersQuery = z.extend(pageQuery, {
  search: z.optional(z.string().check(z.maxLength(100))),
  sort: z.optional(z.enum(MEMBER_SORTS)),
  sort_order: z.optional(z.enum(['asc', 'desc'])),
  status: z.optional(z.string().check(z.maxLength(MAX_LENGTH.filter))),
  pendingCourses: z.optional(z.string().check(z.maxLength(MAX_LENGTH.filter))),
  lastSignInAt: z.optional(z.string().check(z.maxLength(MAX_LENGTH.filter))),
  groupAdmin: z.optional(z.string().check(z.maxLength(MAX_LENGTH.filter))),
});
export type GroupUsersQuery = z.infer<typeof groupUsersQuery>;

export const listGroupUsers = defineContract({
  method: 'GET',
  path: '/api/groups/users.json',
  access: 'groupAdmin',
  summary:
    "One page of the caller's group members: member order, any column's order (name, status and last sign-in indexes; sort entries for the other columns) or one status through their indexes (total from kept counters); search and other filters read the view's order and match each row.",
  grants: ['table:read'],
  query: groupUsersQuery,
  responses: { 200: pagedReply(groupUser), 422: validationErrors },
});

const userIdParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

export const groupDashboard = defineContract({
  method: 'GET',
  path: '/api/groups/dashboard.json',
  access: 'groupAdmin',
  summary: 'The group portal dashboard: members, seats available and purchased, the discount tier reached.',
  grants: ['table:read'],
  responses: {
    200: z.object({
      totalMembers: z.number(),
      availableCourses: z.number(),
      totalCourses: z.number(),
      discountTier: z.nullable(z.number()),
      purchasedCourses: z.number(),
      signupCode: z.nullable(z.string()),
    }),
  },
});

export const groupProduct = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  quantityPurchased: z.number(),
  quantityUsed: z.number(),
  quantityAvailable: z.number(),
  /** A group with unlimited certifications enrolls in any catalogue product without seats (our addition). */
  unlimited: z.optional(z.boolean()),
  attachedIcon: z.object({ url: z.nullable(z.string()) }),
});
export type GroupProduct = z.infer<typeof groupProduct>;

export const listGroupProducts = defineContract({
  method: 'GET',
  path: '/api/groups/products.json',
  access: 'groupAdmin',
  summary:
    'The products the group bought seats of, with quantities purchased, used and available (the first `perPage` by name when given: the Enrolled Courses filter loads 100).',
  grants: ['table:read'],
  query: optionsQuery,
  responses: { 200: z.object({ data: z.array(groupProduct) }), 422: validationErrors },
});

/** The spec's group user exam row: one of the member's courses. `id` names it within the group (user id + user course uuid). */
export const groupUserExam = z.object({
  id: z.string(),
  courseName: z.string(),
  color: z.string(),
  courseType: z.string(),
  examType: z.enum(['Certification', 'Recertification']),
  userCourseUuid: z.string(),
  status: z.enum(['in_progress', 'passed', 'failed', 'expired']),
  progress: z.number(),
  score: z.nullable(z.number()),
  passedAt: z.nullable(z.string()),
  expirationDate: z.nullable(z.string()),
  providerCardId: z.nullable(z.string()),
  cmeEvaluationSubmittedAt: z.nullable(z.string()),
  /** The group whose seat it came from; null when the member bought it (then it cannot be un-enrolled). */
  groupId: z.nullable(z.string()),
  canUnenroll: z.boolean(),
});
export type GroupUserExam = z.infer<typeof groupUserExam>;

export const enrollGroupMember = defineContract({
  method: 'POST',
  path: '/api/groups/products/enroll.json',
  access: 'groupAdmin',
  summary:
    "Enrolls a member of the caller's group in a product from one of the group's seats (seat ledger in one transaction).",
  grants: ['table:write', 'realtime'],
  idempotent: true,
  body: z.object({
    userId: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)),
    productId: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)),
  }),
  responses: {
    201: z.object({ data: groupUserExam, ...envelope }),
    404: messageBody,
    409: messageBody,
    422: validationErrors,
  },
});

export const getGroupUser = defineContract({
  method: 'GET',
  path: '/api/groups/users/:id.json',
  access: 'groupAdmin',
  summary:
    "A member of the caller's group as the group portal shows them (the spec's group-side user: never their SSN, phone, driver's license or account state); another group's member is a 404.",
  grants: ['table:read'],
  params: userIdParam,
  responses: { 200: groupMember, 404: messageBody },
});

export const removeGroupUser = defineContract({
  method: 'DELETE',
  path: '/api/groups/users/:id',
  access: 'groupAdmin',
  summary:
    'Removes a member from the group: pending group courses removed and their seats returned, in one transaction.',
  // Their external certifications' files are deleted after it.
  grants: ['table:write', 'realtime', 'bucket:private:external-certification'],
  params: userIdParam,
  responses: { 200: z.object({ ...envelope }), 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const listGroupUserExams = defineContract({
  method: 'GET',
  path: '/api/groups/users/:id/user_exams.json',
  access: 'groupAdmin',
  summary: "A member's courses (the member page's Courses tab).",
  grants: ['table:read'],
  params: userIdParam,
  responses: { 200: z.object({ data: z.array(groupUserExam) }), 404: messageBody },
});

export const unenrollGroupUserExam = defineContract({
  method: 'DELETE',
  path: '/api/groups/user_exams/:id.json',
  access: 'groupAdmin',
  summary: 'Un-enrolls a member from a group-made course still in progress; the seat goes back to the group.',
  grants: ['table:write', 'realtime'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) }),
  responses: { 200: z.object({ ...envelope }), 404: messageBody, 409: messageBody },
});

const complianceBucket = z.enum(['Expired', 'Expiring Soon', 'Expiring Later', 'Valid']);

/** The spec's user course expiration (a compliance row), with its bucket today. */
export const userCourseExpiration = z.object({
  id: z.string(),
  expirationDate: z.string(),
  compliance: complianceBucket,
  source: z.enum(['course', 'external']),
  courseExpirationGroup: z.object({
    id: z.string(),
    name: z.string(),
    courseIds: z.array(z.string()),
    productIds: z.array(z.string()),
  }),
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    pendingCourseIds: z.array(z.string()),
  }),
});
export type UserCourseExpiration = z.infer<typeof userCourseExpiration>;

/**
 * Filters: `compliance` (select of expired, expiring_soon, expiring_later, valid) and
 * `expirationDate` (date operators); date order unless sorted otherwise, ascending unless `desc`.
 */
export const expirationsQuery = z.extend(pageQuery, {
  compliance: z.optional(z.string().check(z.maxLength(MAX_LENGTH.filter))),
  expirationDate: z.optional(z.string().check(z.maxLength(MAX_LENGTH.filter))),
  sort: z.optional(z.enum(EXPIRATION_SORTS)),
  sort_order: z.optional(z.enum(['asc', 'desc'])),
});
export type ExpirationsQuery = z.infer<typeof expirationsQuery>;

export const listUserCourseExpirations = defineContract({
  method: 'GET',
  path: '/api/groups/user_course_expirations.json',
  access: 'groupAdmin',
  summary:
    "The group's expirations by date (a compliance bucket or date filter is a key range), member name or course (indexes; with a filter, the order read and the dates matched); total from the day counters.",
  grants: ['table:read'],
  query: expirationsQuery,
  responses: { 200: pagedReply(userCourseExpiration), 422: validationErrors },
});

export const expirationSummary = defineContract({
  method: 'GET',
  path: '/api/groups/user_course_expirations/summary.json',
  access: 'groupAdmin',
  summary:
    "The compliance chart's numbers: expirations per bucket and per month and bucket (from day counters; replaces the spec's perPage=99999).",
  grants: ['table:read'],
  responses: {
    200: z.object({
      buckets: z.record(z.string(), z.number()),
      months: z.array(z.object({ month: z.string(), counts: z.record(z.string(), z.number()) })),
    }),
  },
});

/** The view's filters without paging: a CSV has every row of the view. */
const NO_PAGING = { page: true, perPage: true, cursor: true } as const;

/** A CSV export too large for one reply: poll `GET /api/groups/exports/{exportId}.json`. */
const exportJob = z.object({ exportId: z.string(), status: z.literal('pending') });

export const exportGroupUsers = defineContract({
  method: 'GET',
  path: '/api/groups/users.csv',
  access: 'groupAdmin',
  summary:
    "The members list (the view's search and filters) as CSV: the file itself up to 5,000 rows (by the kept counters); a larger view is an export job (202), streamed to the private bucket by a worker and fetched by its status.",
  grants: ['table:write', 'worker:csv-export'],
  produces: 'text/csv',
  query: z.omit(groupUsersQuery, NO_PAGING),
  responses: { 200: binary, 202: exportJob, 422: validationErrors },
});

export const exportUserCourseExpirations = defineContract({
  method: 'GET',
  path: '/api/groups/user_course_expirations.csv',
  access: 'groupAdmin',
  summary:
    "The compliance rows (the view's filters) as CSV: the file up to 5,000 rows (by the day counters), else an export job (202) as for members.",
  grants: ['table:write', 'worker:csv-export'],
  produces: 'text/csv',
  query: z.omit(expirationsQuery, NO_PAGING),
  responses: { 200: binary, 202: exportJob, 422: validationErrors },
});

export const EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;

export const exportStatus = defineContract({
  method: 'GET',
  path: '/api/groups/exports/:id.json',
  access: 'groupAdmin',
  summary:
    "A CSV export job of the caller's group (another group's is a 404): its status and, once ready, a download link valid for 10 minutes (fresh on every call).",
  grants: ['table:read', 'bucket:private:exports'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  responses: {
    200: z.object({
      exportId: z.string(),
      status: z.enum(EXPORT_STATUSES),
      url: z.optional(z.string()),
      rows: z.optional(z.number()),
      message: z.optional(z.string()),
    }),
    404: messageBody,
  },
});

const inviteReply = z.object({
  invited: z.array(z.string()),
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
  /** A CSV import's rows that could not be invited (line in the file, the row's problems). */
  invalidRows: z.optional(z.array(z.object({ line: z.number(), errors: z.array(z.string()) }))),
  ...envelope,
});

const inviteRow = z.object({
  email: z.string().check(z.maxLength(254)),
  firstName: z._default(z.string().check(z.maxLength(MAX_LENGTH.name), printable()), ''),
  lastName: z._default(z.string().check(z.maxLength(MAX_LENGTH.name), printable()), ''),
});

export const inviteGroupMembers = defineContract({
  method: 'POST',
  path: '/api/groups/invitations.json',
  access: 'groupAdmin',
  summary:
    "Invites addresses (typed or pasted as JSON `users`, or a CSV file as multipart `import_file`) to the caller's group; a file's valid rows are invited and its invalid rows reported (422 when none is valid); an address already invited or a member is skipped, so re-sending a file invites nobody twice. The emails come from the group's quota (shared/rules/group-mail.ts): 429 with when it resets when they do not fit.",
  grants: ['table:write', 'mail'],
  body: z.object({
    users: z
      .array(inviteRow)
      .check(z.minLength(1, 'Add at least one email'), z.maxLength(MAX_INVITES_PER_SEND, TOO_MANY_INVITES)),
  }),
  maxBodyBytes: 256 * 1024,
  multipart: { file: INVITE_FILE_FIELD, maxFileBytes: INVITE_FILE_MAX_BYTES },
  responses: { 200: inviteReply, 413: validationErrors, 422: validationErrors, 429: validationErrors },
});

export const inviteGroupMember = defineContract({
  method: 'POST',
  path: '/api/groups/invitations/invite.json',
  access: 'groupAdmin',
  summary:
    "Invites one person by name and email (422 on email when invalid, already invited or a member; 429 over the group's email quota).",
  grants: ['table:write', 'mail'],
  body: z.object({
    firstName: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(MAX_LENGTH.name), printable()),
    lastName: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(MAX_LENGTH.name), printable()),
    email: z.string().check(z.maxLength(254)),
  }),
  responses: { 200: inviteReply, 422: validationErrors, 429: validationErrors },
});

export const getInvitation = defineContract({
  method: 'GET',
  path: '/api/groups/invitations/invitation',
  access: 'public',
  summary:
    'The invitation behind a link (who is invited, to which group and by whom, whether a confirmed account holds the address: it must sign in to accept); 404 once used or unknown.',
  grants: ['table:read'],
  query: z.object({ 'user[auth_token]': z.string().check(z.minLength(1), z.maxLength(200)) }),
  responses: {
    200: z.object({
      /** Our addition: `unconfirmedAccount`, an account holds the address but nobody confirmed it (accepting claims it for the address's owner). */
      user: z.object({
        email: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        existingAccount: z.boolean(),
        unconfirmedAccount: z.optional(z.boolean()),
      }),
      /** Our addition: `invitedBy`, the inviting admin's name (null when they are gone). */
      group: z.object({ name: z.string(), invitedBy: z.optional(z.nullable(z.string())) }),
    }),
    404: messageBody,
    422: validationErrors,
  },
});

export const acceptInvitation = defineContract({
  method: 'POST',
  path: '/api/groups/invitations/accept_invitation.json',
  access: 'public',
  summary:
    'Accepts an invitation once: an account with a confirmed email joins only when signed in as itself (401 signed out, 403 as another account); a new person (or the owner of an address an unconfirmed account holds, which they then claim) gets an account with names and password, confirmed by the link, and a session. 404 when the link was used or is unknown.',
  // Claiming an unconfirmed account leaves the group it joined (claim-account.ts): a member removal.
  grants: [
    'table:write',
    'cognito:create-user',
    'cognito:set-password',
    'realtime',
    'bucket:private:external-certification',
  ],
  body: z.object({
    user: z.object({
      authToken: z.string().check(z.minLength(1), z.maxLength(200)),
      firstName: z.optional(z.string().check(z.maxLength(MAX_LENGTH.name), printable())),
      lastName: z.optional(z.string().check(z.maxLength(MAX_LENGTH.name), printable())),
      password: z.optional(passwordRule),
    }),
  }),
  responses: {
    200: z.object({ user: z.nullable(currentUser), toaster: envelope.toaster, redirect: z.string() }),
    401: messageBody,
    403: messageBody,
    404: messageBody,
    422: validationErrors,
  },
});

export const sendCompleteCourseReminder = defineContract({
  method: 'POST',
  path: '/api/groups/users/send_complete_course_reminder.json',
  access: 'groupAdmin',
  summary:
    "Emails a member of the caller's group a reminder to complete the courses the group enrolled them in: one a day per member, from the group's email quota (429 with when it resets).",
  grants: ['table:write', 'mail'],
  body: z.object({ email: z.string().check(z.minLength(1), z.maxLength(254)) }),
  responses: { 200: z.object({ ...envelope }), 404: messageBody, 422: validationErrors, 429: validationErrors },
});

export const savedFilter = z.object({
  id: z.string(),
  name: z.string(),
  queryParams: z.string(),
  modelType: z.enum(SAVED_FILTER_MODELS),
});

export const listSavedFilters = defineContract({
  method: 'GET',
  path: '/api/groups/saved_filters.json',
  access: 'groupAdmin',
  summary: "The group's saved filters of one list (modelType).",
  grants: ['table:read'],
  query: z.object({ modelType: z.enum(SAVED_FILTER_MODELS) }),
  responses: { 200: z.object({ data: z.array(savedFilter) }), 422: validationErrors },
});

export const createSavedFilter = defineContract({
  method: 'POST',
  path: '/api/groups/saved_filters.json',
  access: 'groupAdmin',
  summary: "Saves a list view's query string under a name (unique per list).",
  grants: ['table:write'],
  body: z.object({
    modelType: z.enum(SAVED_FILTER_MODELS),
    name: z.string().check(z.maxLength(MAX_LENGTH.savedFilterName, tooLong(MAX_LENGTH.savedFilterName)), printable()),
    queryParams: z.string().check(z.maxLength(2000)),
  }),
  responses: { 201: z.object({ data: savedFilter, ...envelope }), 422: validationErrors },
});

export const deleteSavedFilter = defineContract({
  method: 'DELETE',
  path: '/api/groups/saved_filters/:id.json',
  access: 'groupAdmin',
  summary: "Deletes one of the group's saved filters (another group's is a 404).",
  grants: ['table:write'],
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  responses: { 200: z.object({ ...envelope }), 404: messageBody },
});

const person = {
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, "First name can't be blank"), z.maxLength(MAX_LENGTH.name), printable()),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(1, "Last name can't be blank"), z.maxLength(MAX_LENGTH.name), printable()),
  email: z
    .string()
    .check(z.trim(), z.maxLength(MAX_LENGTH.email, 'Email is too long'), z.toLowerCase(), z.email('Email is invalid')),
  password: passwordRule,
};
const signedUpReply = z.object({
  redirect: z.string(),
  user: currentUser,
  group: z.nullable(groupSummary),
  toaster: envelope.toaster,
});

export const groupSignup = defineContract({
  method: 'POST',
  path: '/api/groups/signup.json',
  access: 'public',
  summary:
    "'Create A FREE Group Account': a new group with the caller as its admin, signed in (201 with redirect, user, group); the admin's email is sent a confirmation link.",
  grants: ['table:write', 'cognito:create-user', 'mail'],
  idempotent: true,
  body: z.object({
    user: z.object(person),
    group: z.object({
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, "Name can't be blank"),
          z.maxLength(120),
          printable(),
          z.refine(isContactFreeGroupName, `Name ${GROUP_NAME_CONTACT_MESSAGE}`),
        ),
      phone: z
        .string()
        .check(
          z.trim(),
          z.maxLength(MAX_LENGTH.phone, 'Phone number is invalid'),
          z.regex(/^\+?[0-9 ().-]{10,20}$/, 'Phone number is invalid'),
        ),
    }),
  }),
  responses: { 201: signedUpReply, 409: messageBody, 422: validationErrors, 429: validationErrors },
});

export const joinGroupSignup = defineContract({
  method: 'POST',
  path: '/api/users/group_signup.json',
  access: 'public',
  summary:
    "Creates an account for the group named by its sign-up code, signed in (redirect, user, group: null, toaster); its email is sent a confirmation link, and following it joins the group (whoever types someone else's address cannot put that person before a group's admins). A taken address is a 422, never a match.",
  grants: ['table:write', 'cognito:create-user', 'realtime', 'mail'],
  idempotent: true,
  body: z.object({
    signupCode: z.string().check(z.trim(), z.minLength(1, "Signup code can't be blank"), z.maxLength(20)),
    ...person,
  }),
  responses: { 201: signedUpReply, 409: messageBody, 422: validationErrors, 429: validationErrors },
});
