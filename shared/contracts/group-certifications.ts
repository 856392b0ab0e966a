// Members' external (non-platform) certifications, kept by their group admin: they count toward
// the member's compliance like a course passed here. Group-admin scoped: another group's member or
// certification is a 404.
import * as z from 'zod/mini';
import { DOUBLE_SUBMIT_SECONDS, defineContract } from './contract';
import { envelope, messageBody, optionsQuery, validationErrors } from './envelope';
import { MAX_LENGTH } from './limits';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDay = (message: string) =>
  z.string().check(
    z.maxLength(MAX_LENGTH.date, message),
    z.regex(DATE, message),
    z.refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value,
      message,
    ),
  );

export const externalCertification = z.object({
  id: z.string(),
  userId: z.string(),
  classification: z.nullable(z.string()),
  courseExpirationGroupId: z.string(),
  courseExpirationGroup: z.object({ id: z.string(), name: z.string() }),
  expirationDate: z.string(),
  ceCredits: z.number(),
  passedAt: z.nullable(z.string()),
  /** A short-lived link to the attached file (private bucket). */
  attachedCertFile: z.nullable(z.object({ url: z.string(), filename: z.string() })),
  createdAt: z.string(),
});
export type ExternalCertification = z.infer<typeof externalCertification>;

const certificationFields = {
  classification: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(100, 'is too long (maximum is 100 characters)'))),
  ),
  courseExpirationGroupId: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(100)),
  expirationDate: calendarDay('must be a date (yyyy-mm-dd)'),
  /** Rounded to 2 decimals on the server. */
  ceCredits: z
    .number({ error: 'is not a number' })
    .check(z.minimum(0, 'must be greater than or equal to 0'), z.maximum(999, 'must be less than or equal to 999')),
  passedAt: z.optional(z.nullable(calendarDay('must be a date (yyyy-mm-dd)'))),
};

const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
const one = z.object({ data: externalCertification, ...envelope });

export const listExternalCertifications = defineContract({
  method: 'GET',
  path: '/api/external_certifications.json',
  access: 'groupAdmin',
  summary: "A member's external certifications (the member must be in the caller's group, else 404).",
  grants: ['table:read', 'bucket:private:external-certification'],
  query: z.object({ user_id: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(100)) }),
  responses: { 200: z.object({ data: z.array(externalCertification) }), 404: messageBody, 422: validationErrors },
});

export const getExternalCertification = defineContract({
  method: 'GET',
  path: '/api/external_certifications/:id(.json)',
  access: 'groupAdmin',
  summary: "One external certification of a member of the caller's group.",
  grants: ['table:read', 'bucket:private:external-certification'],
  params: idParam,
  responses: { 200: one, 404: messageBody },
});

export const createExternalCertification = defineContract({
  method: 'POST',
  path: '/api/external_certifications.json',
  access: 'groupAdmin',
  summary:
    "Adds an external certification to a member (certFile: a direct upload's signed id); its expiration joins the member's compliance rows and counts in one transaction.",
  grants: ['table:write', 'bucket:private:external-certification', 'realtime'],
  idempotent: true,
  doubleSubmitSeconds: DOUBLE_SUBMIT_SECONDS,
  body: z.object({
    userId: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(100)),
    certFile: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(200)),
    ...certificationFields,
  }),
  responses: { 201: one, 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const updateExternalCertification = defineContract({
  method: 'PATCH',
  path: '/api/external_certifications/:id(.json)',
  access: 'groupAdmin',
  summary:
    'Changes an external certification (a new certFile replaces the file); its compliance row and counts move with it.',
  grants: ['table:write', 'bucket:private:external-certification', 'realtime'],
  params: idParam,
  body: z.object({ certFile: z.optional(z.nullable(z.string().check(z.maxLength(200)))), ...certificationFields }),
  responses: { 200: one, 404: messageBody, 409: messageBody, 422: validationErrors },
});

export const deleteExternalCertification = defineContract({
  method: 'DELETE',
  path: '/api/external_certifications/:id(.json)',
  access: 'groupAdmin',
  summary: 'Deletes an external certification with its compliance row and counts.',
  grants: ['table:write', 'bucket:private:external-certification', 'realtime'],
  params: idParam,
  responses: { 200: z.object({ ...envelope }), 404: messageBody, 409: messageBody },
});

export const listCourseExpirationGroups = defineContract({
  method: 'GET',
  path: '/api/course_expiration_groups.json',
  access: 'groupAdmin',
  summary:
    "What an external certification can renew: one group per course (id, name), by name (the first `perPage` when given: the progress report's Course filter loads 100).",
  grants: ['table:read'],
  query: optionsQuery,
  responses: {
    200: z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
    422: validationErrors,
  },
});
