// The progress report: the courses the group's members completed, with search, filters, sort,
// columns and pages like the members list.
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { REPORT_SORTS } from './list-options';
import { binary, messageBody, pagedReply, pageQuery, validationErrors } from './envelope';

/** The spec's completed-course row. */
export const completedCourse = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  userCourse: z.object({ progress: z.number() }),
  passedAt: z.string(),
  expirationDate: z.nullable(z.string()),
  course: z.object({ id: z.string(), name: z.string() }),
  examType: z.enum(['Certification', 'Recertification']),
  status: z.enum(['passed', 'expired']),
  userCourseUuid: z.string(),
  providerCardId: z.nullable(z.string()),
  cmeEvaluationSubmittedAt: z.nullable(z.string()),
});
export type CompletedCourse = z.infer<typeof completedCourse>;

/**
 * Sort by `name` (member, last then first name), `progress` (Course Progress: 100 on every row, so
 * by completion date), `passedAt` (completion date, the default order, newest first unless
 * `sort_order=asc`; the others ascending unless `sort_order=desc`) or `course` (its name), each then
 * by completion date in the same direction; filters as
 * `<op>:<value>`: `course` (select of course ids), `status` (passed, expired), `passedAt` (dates).
 * `columns` is the view's column choice, kept in the URL (the server answers every field).
 */
export const completedCoursesQuery = z.extend(pageQuery, {
  search: z.optional(z.string().check(z.maxLength(100))),
  sort: z.optional(z.enum(REPORT_SORTS)),
  sort_order: z.optional(z.enum(['asc', 'desc'])),
  columns: z.optional(z.string().check(z.maxLength(500))),
  course: z.optional(z.string().check(z.maxLength(500))),
  status: z.optional(z.string().check(z.maxLength(100))),
  passedAt: z.optional(z.string().check(z.maxLength(100))),
});
export type CompletedCoursesQuery = z.infer<typeof completedCoursesQuery>;

export const listCompletedCourses = defineContract({
  method: 'GET',
  path: '/api/groups/user_exams.json',
  access: 'groupAdmin',
  summary:
    "The progress report: one page of the courses the caller's group members completed (date, name or course order by index, totals from day counters; search and course/status filters read the group's completed courses).",
  grants: ['table:read'],
  query: completedCoursesQuery,
  responses: { 200: pagedReply(completedCourse), 422: validationErrors },
});

export const groupProviderCardPdf = defineContract({
  method: 'GET',
  path: '/api/groups/provider_cards/:id.pdf',
  access: 'groupAdmin',
  summary:
    "A provider card of a member of the caller's group, as a PDF (the progress report's action; passed or expired courses only; another group's member is a 404).",
  grants: ['table:read'],
  produces: 'application/pdf',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  query: z.object({
    user_id: z.string().check(z.minLength(1), z.maxLength(100)),
    user_course_uuid: z.optional(z.string().check(z.maxLength(100))),
  }),
  responses: { 200: binary, 404: messageBody, 422: validationErrors },
});
