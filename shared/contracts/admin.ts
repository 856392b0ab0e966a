// The admin area (content admins only): question banks, questions, answers and course-section HTML.
// Every operation is `access: 'contentAdmin'`: the handler factory refuses anyone else (401 without
// a session, 403 with one), whatever the web shows.
import * as z from 'zod/mini';
import { DOUBLE_SUBMIT_SECONDS, defineContract } from './contract';
import { envelope, messageBody, pagedReply, pageQuery, pagination, validationErrors } from './envelope';
import { MAX_LENGTH, printable, tooLong } from './limits';

const BLANK = "can't be blank";
const requiredText = (max: number, tooLong: string) =>
  z.string({ error: BLANK }).check(z.trim(), z.minLength(1, BLANK), z.maxLength(max, tooLong));
const ORDER_MESSAGE = 'must be a whole number of 1 or more';
const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)) });
/** The spec's search box: lowercased on the client; empty means everything. */
const search = z.optional(z.string().check(z.maxLength(200, 'is too long')));

export const QUESTION_BANK_NAME_MAX = 120;
export const QUESTION_CONTENT_MAX = 2000;
export const ANSWER_CONTENT_MAX = 1000;
/** Section HTML (one DynamoDB item holds at most 400 KB). */
export const SECTION_CONTENT_MAX = 200_000;
export const FILE_NAME_MAX = 255;

export const questionBank = z.object({ id: z.string(), name: z.string(), questionCount: z.number() });
export type QuestionBank = z.infer<typeof questionBank>;

export const question = z.object({
  id: z.string(),
  content: z.string(),
  enabled: z.boolean(),
  correctAnswerId: z.nullable(z.string()),
  questionBankId: z.string(),
  /** Why exams cannot draw it yet (disabled, no correct answer), by field; empty when usable. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type Question = z.infer<typeof question>;

export const questionRow = z.object({
  id: z.string(),
  content: z.string(),
  enabled: z.boolean(),
  correctAnswerId: z.nullable(z.string()),
});
export type QuestionRow = z.infer<typeof questionRow>;

export const answer = z.object({
  id: z.string(),
  content: z.string(),
  correct: z.boolean(),
  order: z.number(),
  questionId: z.string(),
});
export type Answer = z.infer<typeof answer>;

export const courseSectionContent = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  content: z.string(),
});
export type CourseSectionContent = z.infer<typeof courseSectionContent>;

export const listQuestionBanks = defineContract({
  method: 'GET',
  path: '/api/admin/question_banks.json',
  access: 'contentAdmin',
  summary: 'Every question bank with its question count, by name; `search` keeps the names containing it.',
  grants: ['table:read'],
  query: z.object({ search }),
  responses: { 200: z.object({ data: z.array(questionBank) }), 422: validationErrors },
});

export const getQuestionBank = defineContract({
  method: 'GET',
  path: '/api/admin/question_banks/:id.json',
  access: 'contentAdmin',
  summary: 'One question bank.',
  grants: ['table:read'],
  params: idParam,
  responses: { 200: questionBank, 404: messageBody },
});

export const createQuestionBank = defineContract({
  method: 'POST',
  path: '/api/admin/question_banks.json',
  access: 'contentAdmin',
  summary: 'Creates a question bank.',
  grants: ['table:write'],
  idempotent: true,
  doubleSubmitSeconds: DOUBLE_SUBMIT_SECONDS,
  body: z.object({
    name: requiredText(QUESTION_BANK_NAME_MAX, `is too long (at most ${QUESTION_BANK_NAME_MAX} characters)`).check(
      printable(),
    ),
  }),
  responses: { 201: z.object({ questionBank, ...envelope }), 409: messageBody, 422: validationErrors },
});

export const listQuestions = defineContract({
  method: 'GET',
  path: '/api/admin/questions.json',
  access: 'contentAdmin',
  summary: "One page of a bank's questions; `search` keeps those whose content contains it.",
  grants: ['table:read'],
  query: z.extend(pageQuery, {
    questionBankId: z.string({ error: BLANK }).check(z.minLength(1, BLANK), z.maxLength(MAX_LENGTH.id)),
    search,
  }),
  responses: { 200: pagedReply(questionRow), 404: messageBody, 422: validationErrors },
});

export const createQuestion = defineContract({
  method: 'POST',
  path: '/api/admin/questions.json',
  access: 'contentAdmin',
  summary: 'Adds a question (enabled, no answers yet) to a bank.',
  grants: ['table:write'],
  idempotent: true,
  doubleSubmitSeconds: DOUBLE_SUBMIT_SECONDS,
  body: z.object({
    content: requiredText(QUESTION_CONTENT_MAX, `is too long (at most ${QUESTION_CONTENT_MAX} characters)`),
    questionBankId: z.string({ error: BLANK }).check(z.minLength(1, BLANK), z.maxLength(MAX_LENGTH.id)),
  }),
  responses: { 201: z.object({ question, ...envelope }), 409: messageBody, 422: validationErrors },
});

export const getQuestion = defineContract({
  method: 'GET',
  path: '/api/admin/questions/:id.json',
  access: 'contentAdmin',
  summary: 'One question.',
  grants: ['table:read'],
  params: idParam,
  responses: { 200: question, 404: messageBody },
});

export const updateQuestion = defineContract({
  method: 'PATCH',
  path: '/api/admin/questions/:id.json',
  access: 'contentAdmin',
  summary:
    "Changes a question's content or enabled flag, and with the spec's `correctAnswerId` which of its answers is the correct one (null: none; another question's answer is a 422). Exams drawn before keep what they drew.",
  grants: ['table:write'],
  params: idParam,
  body: z.object({
    content: z.optional(requiredText(QUESTION_CONTENT_MAX, `is too long (at most ${QUESTION_CONTENT_MAX} characters)`)),
    enabled: z.optional(z.boolean()),
    correctAnswerId: z.optional(z.nullable(z.string().check(z.minLength(1, BLANK), z.maxLength(MAX_LENGTH.id)))),
  }),
  responses: { 200: question, 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const deleteQuestion = defineContract({
  method: 'DELETE',
  path: '/api/admin/questions/:id.json',
  access: 'contentAdmin',
  summary: 'Deletes a question from its bank (exams drawn before keep it); the reply leads back to the bank.',
  grants: ['table:write'],
  params: idParam,
  responses: { 200: z.object({ questionBankId: z.string(), ...envelope }), 404: messageBody },
});

export const listAnswers = defineContract({
  method: 'GET',
  path: '/api/admin/answers.json',
  access: 'contentAdmin',
  summary: "A question's answers in order.",
  grants: ['table:read'],
  query: z.object({ questionId: z.string({ error: BLANK }).check(z.minLength(1, BLANK), z.maxLength(MAX_LENGTH.id)) }),
  responses: { 200: z.object({ data: z.array(answer) }), 404: messageBody, 422: validationErrors },
});

export const createAnswer = defineContract({
  method: 'POST',
  path: '/api/admin/answers.json',
  access: 'contentAdmin',
  summary: 'Adds an answer at the end of a question (not correct until marked).',
  grants: ['table:write'],
  idempotent: true,
  doubleSubmitSeconds: DOUBLE_SUBMIT_SECONDS,
  body: z.object({
    content: requiredText(ANSWER_CONTENT_MAX, `is too long (at most ${ANSWER_CONTENT_MAX} characters)`),
    questionId: z.string({ error: BLANK }).check(z.minLength(1, BLANK), z.maxLength(MAX_LENGTH.id)),
  }),
  responses: {
    201: z.object({ answer, answers: z.array(answer), ...envelope }),
    409: messageBody,
    422: validationErrors,
  },
});

export const updateAnswer = defineContract({
  method: 'PATCH',
  path: '/api/admin/answers/:id.json',
  access: 'contentAdmin',
  summary:
    "Changes an answer's content, moves it to `order` (1 = first) or marks it the question's one correct answer.",
  grants: ['table:write'],
  params: idParam,
  body: z.object({
    content: z.optional(requiredText(ANSWER_CONTENT_MAX, `is too long (at most ${ANSWER_CONTENT_MAX} characters)`)),
    order: z.optional(
      z.number({ error: ORDER_MESSAGE }).check(z.refine((n) => Number.isSafeInteger(n) && n >= 1, ORDER_MESSAGE)),
    ),
    correct: z.optional(z.literal(true, 'can only be set to true: mark another answer correct instead')),
  }),
  responses: { 200: z.object({ answer, answers: z.array(answer) }), 404: messageBody, 422: validationErrors },
});

export const deleteAnswer = defineContract({
  method: 'DELETE',
  path: '/api/admin/answers/:id.json',
  access: 'contentAdmin',
  summary: 'Deletes an answer; the others close up the order.',
  grants: ['table:write'],
  params: idParam,
  responses: { 200: z.object({ answers: z.array(answer) }), 404: messageBody },
});

export const getCourseSection = defineContract({
  method: 'GET',
  path: '/api/course_sections/:id.json',
  access: 'contentAdmin',
  summary:
    "A course section's HTML for the editor. `courseId` (our addition, optional) names its course; without it the catalogue's courses are searched for the section.",
  grants: ['table:read'],
  params: idParam,
  query: z.object({ courseId: z.optional(z.string().check(z.minLength(1, BLANK), z.maxLength(MAX_LENGTH.id))) }),
  responses: { 200: courseSectionContent, 404: messageBody, 422: validationErrors },
});

export const updateCourseSection = defineContract({
  method: 'PATCH',
  path: '/api/course_sections/:id.json',
  access: 'contentAdmin',
  summary: "Saves a section's HTML, sanitized on the server (allow-list); the reply carries what was stored.",
  grants: ['table:write'],
  maxBodyBytes: 256 * 1024,
  params: idParam,
  body: z.object({
    courseId: z.string({ error: BLANK }).check(z.minLength(1, BLANK), z.maxLength(MAX_LENGTH.id)),
    content: z
      .string({ error: BLANK })
      .check(z.maxLength(SECTION_CONTENT_MAX, `is too long (at most ${SECTION_CONTENT_MAX} characters)`)),
  }),
  responses: { 200: z.extend(courseSectionContent, { ...envelope }), 404: messageBody, 422: validationErrors },
});

// The asset library (files in the public bucket, in folders): /api/active_* are admin routes too.
export const ASSET_NAME_MAX = 255;
/** Where a folder or file sits: in a folder, or (no type) at the top level. */
const folderable = z.optional(z.nullable(z.literal('ActiveFolder', 'must be ActiveFolder')));
const folderId = z.optional(z.nullable(z.string().check(z.minLength(1, BLANK), z.maxLength(MAX_LENGTH.id))));
/** A folder's or file's name as shown in the asset browser. */
const assetName = z.optional(z.string().check(z.maxLength(FILE_NAME_MAX, tooLong(FILE_NAME_MAX)), printable()));

export const activeFolder = z.object({
  id: z.string(),
  name: z.string(),
  folderableType: z.nullable(z.literal('ActiveFolder')),
  folderableId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ActiveFolder = z.infer<typeof activeFolder>;

export const activeFile = z.object({
  id: z.string(),
  fileName: z.string(),
  /** The lasting public URL sections use. */
  cdnUrl: z.string(),
  contentType: z.string(),
  byteSize: z.number(),
  createdAt: z.string(),
  creator: z.object({
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.object({ small: z.nullable(z.string()) }),
  }),
  fileableType: z.nullable(z.literal('ActiveFolder')),
  fileableId: z.nullable(z.string()),
});
export type ActiveFile = z.infer<typeof activeFile>;

export const listActiveResources = defineContract({
  method: 'GET',
  path: '/api/active_resources.json',
  access: 'contentAdmin',
  summary: "A folder's subfolders and files (the top level without a folder), with the crumbs from the top to it.",
  grants: ['table:read', 'bucket:public'],
  query: z.object({ folderableType: folderable, folderableId: folderId }),
  responses: {
    200: z.object({
      activeFolders: z.array(activeFolder),
      activeFiles: z.array(activeFile),
      crumbs: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
    404: messageBody,
    422: validationErrors,
  },
});

export const createActiveFolder = defineContract({
  method: 'POST',
  path: '/api/active_folders.json',
  access: 'contentAdmin',
  summary: 'Creates a folder at the top level or in a folder.',
  grants: ['table:write'],
  idempotent: true,
  doubleSubmitSeconds: DOUBLE_SUBMIT_SECONDS,
  body: z.object({ activeFolder: z.object({ name: assetName, folderableType: folderable, folderableId: folderId }) }),
  responses: {
    201: z.object({ activeFolder, ...envelope }),
    404: messageBody,
    409: messageBody,
    422: validationErrors,
  },
});

export const createActiveFile = defineContract({
  method: 'POST',
  path: '/api/active_files.json',
  access: 'contentAdmin',
  summary: "Stores an uploaded file (the direct upload's signed id, use courseAsset) in a folder or at the top level.",
  grants: ['table:write', 'bucket:public'],
  idempotent: true,
  doubleSubmitSeconds: DOUBLE_SUBMIT_SECONDS,
  body: z.object({
    activeFile: z.object({
      file: z.optional(z.string().check(z.maxLength(MAX_LENGTH.token))),
      fileName: assetName,
      fileableType: folderable,
      fileableId: folderId,
    }),
  }),
  responses: { 201: z.object({ activeFile, ...envelope }), 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const updateActiveFile = defineContract({
  method: 'PATCH',
  path: '/api/active_files/:id.json',
  access: 'contentAdmin',
  summary: 'Renames a file (its URL stays the same).',
  grants: ['table:write', 'bucket:public'],
  params: idParam,
  body: z.object({ activeFile: z.object({ fileName: assetName }) }),
  responses: { 200: z.object({ activeFile, ...envelope }), 404: messageBody, 422: validationErrors },
});

export const deleteActiveFile = defineContract({
  method: 'DELETE',
  path: '/api/active_files/:id',
  access: 'contentAdmin',
  summary: 'Deletes a file and its object: its URL stops working wherever it is used.',
  grants: ['table:write', 'bucket:public'],
  params: idParam,
  responses: { 200: z.object({ ...envelope }), 404: messageBody },
});

// ---- Audit trail (SECURITY-REVIEW M11): security events, newest first, a month at a time ----

export const AUDIT_EVENTS = [
  'sign_in.succeeded',
  'sign_in.failed',
  'group_admin.granted',
  'group_admin.revoked',
  'member.removed',
  /** A content admin lifted a group's unverified email quota (M1). */
  'group.verified',
  'export.requested',
  'email.changed',
  'phone.changed',
  'ssn.changed',
  'password.changed',
  'password.reset',
  'mfa.enabled',
  'mfa.disabled',
  'mfa.recovery_codes_renewed',
  /** The second sign-in step: a success is the sign-in of an account with two-step verification. */
  'mfa.challenge_succeeded',
  'mfa.challenge_failed',
  /** A Google identity was linked to the account (both emails verified, or the account's password given). */
  'google.linked',
  /** A content admin revoked a provider card (and its verifiable credentials). */
  'card.revoked',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

export const auditEvent = z.object({
  id: z.string(),
  at: z.string(),
  event: z.string(),
  actorId: z.nullable(z.string()),
  subjectId: z.nullable(z.string()),
  groupId: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type AuditEvent = z.infer<typeof auditEvent>;

const MONTH_MESSAGE = 'must be a month as yyyy-mm';

export const listAuditEvents = defineContract({
  method: 'GET',
  path: '/api/admin/audit_events.json',
  access: 'contentAdmin',
  summary:
    'Security events of one UTC month (`month`, yyyy-mm; default the current one), newest first, paged: sign-ins and failures (two-step challenges too), group-admin changes, member removals, exports, email/phone/SSN and password changes, two-step verification turned on or off and recovery codes renewed.',
  grants: ['table:read'],
  query: z.extend(pageQuery, {
    month: z.optional(
      z.string().check(z.maxLength(7, MONTH_MESSAGE), z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)),
    ),
  }),
  responses: { 200: z.object({ month: z.string(), data: z.array(auditEvent), pagination }), 422: validationErrors },
});

export const verifyGroup = defineContract({
  method: 'POST',
  path: '/api/admin/groups/:id/verification.json',
  access: 'contentAdmin',
  summary:
    "Verifies a group before its first purchase: its admins may then send the verified groups' email quota (shared/rules/group-mail.ts). Once verified, stays verified (a second call changes nothing). 404 for an unknown group.",
  grants: ['table:write'],
  params: idParam,
  responses: {
    200: z.object({
      group: z.object({ id: z.string(), name: z.string(), verified: z.literal(true), verifiedAt: z.string() }),
      ...envelope,
    }),
    404: messageBody,
  },
});
