// Provider cards: the PDF and the public verification behind its QR code.
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { binary, envelope, messageBody, pagedReply, pageQuery, validationErrors } from './envelope';
import { MAX_LENGTH, printable } from './limits';
import { currentUser } from './common';
import { userCourse } from './learning';
import { userExam } from './exams';

export const providerCardPdf = defineContract({
  method: 'GET',
  path: '/api/provider_cards/:id.pdf',
  access: 'learner',
  summary: "The caller's provider card as a PDF (passed or expired courses only).",
  grants: ['table:read'],
  produces: 'application/pdf',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)) }),
  query: z.object({ user_course_uuid: z.optional(z.string().check(z.maxLength(MAX_LENGTH.id))) }),
  responses: { 200: binary, 404: messageBody },
});

/** Must match blankProviderCardUrl (functions/domain/catalog/blank-provider-card.ts), the URL replies carry. */
export const blankProviderCardPdf = defineContract({
  method: 'GET',
  path: '/api/courses/:id/blank_provider_card.pdf',
  access: 'public',
  summary:
    "The course's provider card with no holder (the spec's courseBlankProviderCard.url): its colour, type and title, with blank lines for the name, dates and card id. Public: it holds nothing personal, and the employer's page shows it.",
  grants: ['table:read'],
  produces: 'application/pdf',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)) }),
  responses: { 200: binary, 404: messageBody },
});

export const cardVerification = z.object({
  cardId: z.string(),
  holderName: z.string(),
  courseName: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  /** 'revoked' once the card is withdrawn (refund, admin action); the page then shows nothing else of value. */
  standing: z.enum(['valid', 'expiring', 'expired', 'revoked']),
});

export const verifyProviderCard = defineContract({
  method: 'GET',
  path: '/api/verifications/:cardId.json',
  access: 'public',
  summary:
    "Public check of a provider card. The QR code links to /verify/{cardId}?token=...; without a valid token the holder's last name must match (422 lastName when missing, 404 when wrong). Rate limited per IP (429).",
  grants: ['table:read:cards', 'table:read:company', 'table:write:rate-limits'],
  params: z.object({ cardId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  query: z.object({
    token: z.optional(z.string().check(z.maxLength(MAX_LENGTH.token))),
    lastName: z.optional(z.string().check(z.maxLength(MAX_LENGTH.name))),
  }),
  responses: { 200: cardVerification, 404: messageBody, 422: validationErrors, 429: validationErrors },
});

// ---- Continuing education: verification, our own course evaluation, certificates ----

const userExamId = z.object({ user_exam_id: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(64)) });
const cmeStepReply = z.object({ currentUser, userCourse, ...envelope });

export const cmeUserInformationVerified = defineContract({
  method: 'POST',
  path: '/api/cme_evaluation_submissions/user_information_verified',
  access: 'learner',
  summary:
    "Step 0 of the certificate process: the learner confirms the details the course's accreditors need (per the evaluation's verify flags). 422 names what is missing (firstName, lastName, middleName, birthDate, ssn, driversLicense, street, city, state, zip, stateLicenses). Only the caller's own passed exam (else 404).",
  grants: ['table:write'],
  body: userExamId,
  responses: { 200: cmeStepReply, 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const cmeTypeformSubmitted = defineContract({
  method: 'POST',
  path: '/api/cme_evaluation_submissions/typeform_submitted',
  access: 'learner',
  summary:
    'Step 1: the course evaluation (our own form standing in for Typeform) with its answers, by question id; stored, and the submission completed. Needs the information verified first when the evaluation requires it (422 base), and the CE choice answered for a certificate the course offered after the learner chose (422 base). A second submit changes nothing.',
  grants: ['table:write'],
  body: z.object({
    user_exam_id: userExamId.shape.user_exam_id,
    answers: z._default(
      z.record(z.string().check(z.maxLength(64)), z.union([z.number(), z.string().check(z.maxLength(2000))])),
      {},
    ),
  }),
  responses: { 200: cmeStepReply, 404: messageBody, 409: messageBody, 413: validationErrors, 422: validationErrors },
});

export const cmeCertificate = z.object({
  id: z.string(),
  name: z.string(),
  accreditation: z.string(),
  credits: z.number(),
  creditsLabel: z.string(),
  subCredits: z.nullable(z.number()),
  subCreditsLabel: z.nullable(z.string()),
});
export type CmeCertificate = z.infer<typeof cmeCertificate>;

export const listCmeCertificates = defineContract({
  method: 'GET',
  path: '/api/cme_certificates.json',
  access: 'learner',
  summary:
    "The CE certificates of one of the caller's passed (or expired) courses, one per accreditation; credits rounded to 2 decimals.",
  grants: ['table:read'],
  query: z.object({ userCourseUuid: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(64)) }),
  responses: { 200: z.object({ data: z.array(cmeCertificate) }), 404: messageBody, 422: validationErrors },
});

// ---- The accreditation and CE choice (our addition: the spec's choice screen needs a read and a write) ----

const userCourseUuidParam = z.object({ uuid: z.string().check(z.minLength(1), z.maxLength(64)) });

export const ceChoice = z.object({
  /**
   * The course's accreditations grouped by name (the choice screen's groups), each marked chosen or
   * not, and `newSinceChoice` when the course offered it only after the learner chose (not chosen, and
   * the evaluation waits until the learner saves the choice again).
   */
  data: z.array(
    z.object({
      name: z.string(),
      accreditations: z.array(z.extend(cmeCertificate, { chosen: z.boolean(), newSinceChoice: z.boolean() })),
    }),
  ),
  /** Whether the learner has chosen (until then every certificate is given, and all are marked chosen). */
  chosen: z.boolean(),
  /** The choice is fixed once the course evaluation is submitted (the certificates are issued then). */
  locked: z.boolean(),
});

export const getCeChoice = defineContract({
  method: 'GET',
  path: '/api/user_courses/:uuid/cme_choice.json',
  access: 'learner',
  summary:
    "The accreditation and CE choice screen of one of the caller's passed (or expired) courses: its accreditations grouped by name, which certificates the learner chose, and whether the choice is still open. 404 for anything not the caller's; 409 for a course without CE.",
  grants: ['table:read'],
  params: userCourseUuidParam,
  responses: { 200: ceChoice, 404: messageBody, 409: messageBody },
});

export const chooseCe = defineContract({
  method: 'PATCH',
  path: '/api/user_courses/:uuid/cme_choice.json',
  access: 'learner',
  summary:
    'Chooses which CE certificates (accreditation ids) the learner wants, before the evaluation is submitted (then 409). 422 on accreditationIds for none or one the course does not offer. Repeating a choice changes nothing. Without a choice the learner gets every certificate.',
  grants: ['table:write'],
  params: userCourseUuidParam,
  body: z.object({
    accreditationIds: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(20)),
  }),
  responses: {
    200: z.extend(ceChoice, { userCourse, ...envelope }),
    404: messageBody,
    409: messageBody,
    422: validationErrors,
  },
});

export const EVALUATION_NEEDED = 'Complete the course evaluation to download your CE certificate.';

export const cmeCertificatePdf = defineContract({
  method: 'GET',
  path: '/api/cme_certificates/:id.pdf',
  access: 'learner',
  summary:
    "One CE certificate as a PDF (409 until the course evaluation is submitted; 404 for anything not the caller's).",
  grants: ['table:read'],
  produces: 'application/pdf',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) }),
  query: z.object({ user_course_uuid: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(64)) }),
  responses: { 200: binary, 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const cmeCredits = defineContract({
  method: 'GET',
  path: '/api/cme_credits.json',
  access: 'learner',
  summary:
    "Manage CE's total: the CE hours earned per course whose evaluation is submitted (the activity's hours, not summed over accreditations), and their total.",
  grants: ['table:read'],
  responses: {
    200: z.object({
      totalCredits: z.number(),
      data: z.array(z.object({ userCourseUuid: z.string(), courseName: z.string(), credits: z.number() })),
    }),
  },
});

// ---- Employer notification and mailed provider cards ----

const requiredText = (message: string, max = 100) =>
  z
    .string(message)
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `is too long (maximum is ${max} characters)`),
      printable(),
    );
const examUuid = z.object({ uuid: z.string().check(z.minLength(1), z.maxLength(64)) });

export const employerContact = z.object({
  firstName: requiredText("First name can't be blank"),
  lastName: requiredText("Last name can't be blank"),
  email: z
    .string('Email is invalid')
    .check(z.trim(), z.maxLength(MAX_LENGTH.email, 'Email is too long'), z.toLowerCase(), z.email('Email is invalid')),
  company: requiredText("Company can't be blank", 200),
  phone: z
    .string('Phone number is invalid')
    .check(
      z.trim(),
      z.maxLength(MAX_LENGTH.phone, 'Phone number is invalid'),
      z.regex(/^\+?[0-9 ().-]{10,20}$/, 'Phone number is invalid'),
    ),
  department: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100)))),
});

export const notifyEmployer = defineContract({
  method: 'POST',
  path: '/api/user_exams/:uuid/employer_notification',
  access: 'learner',
  summary:
    "Emails the learner's employer (SES) a link to the public employer-notification page for this passed exam; once per exam (a second is a 422 on base). 422 per contact field; another learner's exam is a 404.",
  grants: ['table:write', 'mail'],
  params: examUuid,
  body: employerContact,
  responses: {
    200: z.object({ userExam, ...envelope }),
    404: messageBody,
    413: validationErrors,
    422: validationErrors,
  },
});

export const employerNotificationView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  courseType: z.string(),
  courseName: z.string(),
  providerCardId: z.string(),
  userCourseUuid: z.string(),
  courseBlankProviderCard: z.object({ url: z.nullable(z.string()) }),
  passedAt: z.string(),
  expirationDate: z.nullable(z.string()),
  /** The card as a PDF, for the employer (no account needed). */
  providerCardUrl: z.string(),
  /** The public verification page of the card (with its token). */
  verifyUrl: z.string(),
  employer: z.object({ firstName: z.string(), company: z.string() }),
});

export const getEmployerNotification = defineContract({
  method: 'GET',
  path: '/api/employer_notifications/:userExamUuid',
  access: 'public',
  summary:
    'The public page an employer opens from the email: answers only for exams whose learner sent a notification (else 404), rate limited per IP.',
  grants: ['table:read', 'table:write:rate-limits'],
  params: z.object({ userExamUuid: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: { 200: employerNotificationView, 404: messageBody, 429: validationErrors },
});

export const employerNotificationCardPdf = defineContract({
  method: 'GET',
  path: '/api/employer_notifications/:userExamUuid/provider_card.pdf',
  access: 'public',
  summary: "The notified learner's provider card as a PDF for the employer (same rule and limit as the page).",
  grants: ['table:read', 'table:write:rate-limits'],
  produces: 'application/pdf',
  params: z.object({ userExamUuid: z.string().check(z.minLength(1), z.maxLength(64)) }),
  responses: { 200: binary, 404: messageBody, 429: validationErrors },
});

export const mailingAddress = z.object({
  street: requiredText("Street can't be blank", 200),
  street2: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200)))),
  city: requiredText("City can't be blank"),
  state: z
    .string("State can't be blank")
    .check(
      z.trim(),
      z.maxLength(MAX_LENGTH.id, 'State must be a US state'),
      z.regex(/^[A-Za-z]{2}$/, 'State must be a US state'),
    ),
  zip: z
    .string("Zip code can't be blank")
    .check(
      z.trim(),
      z.maxLength(MAX_LENGTH.id, 'Zip code must be 5 digits (or ZIP+4)'),
      z.regex(/^\d{5}(-\d{4})?$/, 'Zip code must be 5 digits (or ZIP+4)'),
    ),
});

export const requestMailedCard = defineContract({
  method: 'POST',
  path: '/api/user_exams/:uuid/mail_request',
  access: 'learner',
  summary:
    "Queues the passed exam's provider card for mailing to this address (an item operators list). Offered only when the company's mailedProviderCards is on; the queue's refusals (off, already requested) are 422 on directMailerQueue; 422 per address field.",
  grants: ['table:write'],
  params: examUuid,
  body: mailingAddress,
  responses: {
    200: z.object({ userExam, ...envelope }),
    404: messageBody,
    413: validationErrors,
    422: validationErrors,
  },
});

export const mailRequest = z.object({
  id: z.string(),
  status: z.enum(['queued', 'sent']),
  requestedAt: z.string(),
  learnerName: z.string(),
  providerCardId: z.string(),
  courseName: z.string(),
  address: z.object({
    street: z.string(),
    street2: z.nullable(z.string()),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
});

export const listMailRequests = defineContract({
  method: 'GET',
  path: '/api/mail_requests.json',
  access: 'contentAdmin',
  summary: 'The fulfilment queue of mailed provider cards, oldest first (operators: content admins), paged.',
  grants: ['table:read'],
  query: pageQuery,
  responses: { 200: pagedReply(mailRequest), 422: validationErrors },
});
