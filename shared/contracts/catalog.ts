// The course catalogue: courses, their sections and search.
import * as z from 'zod/mini';
import { defineContract } from './contract';
import { messageBody } from './envelope';
import { MAX_LENGTH, tooLong } from './limits';

export const image = z.object({ url: z.nullable(z.string()) });

export const latestUserCourse = z.nullable(
  z.object({ uuid: z.string(), passedAt: z.nullable(z.string()), status: z.string() }),
);

export const courseSummary = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  shortDescription: z.string(),
  courseType: z.string(),
  color: z.string(),
  creditHours: z.number(),
  attachedThumbnail: image,
  attachedFeatured: image,
  categories: z.array(z.object({ name: z.string(), position: z.number(), coursePosition: z.number() })),
  latestUserCourse,
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const courseDetail = z.extend(courseSummary, {
  description: z.string(),
  targetAudience: z.string(),
  learningObjectives: z.array(z.string()),
  disclosures: z.string(),
  authors: z.array(z.object({ id: z.string(), name: z.string(), postNominal: z.string(), affiliation: z.string() })),
  approvalEntities: z.array(z.object({ id: z.string(), name: z.string() })),
  sectionCount: z.number(),
  /**
   * Our addition, for the signed-in learner: whether starting (or retaking) is backed by an entitlement
   * to a card, and if not, what to buy or whom to ask (shared/rules/entitlements.ts).
   */
  entitlement: z.optional(
    z.object({
      state: z.enum(['entitled', 'purchase', 'group']),
      canReview: z.boolean(),
      productId: z.nullable(z.string()),
      productName: z.nullable(z.string()),
      message: z.nullable(z.string()),
    }),
  ),
});
export type CourseDetail = z.infer<typeof courseDetail>;

export const courseSection = z.object({
  id: z.string(),
  /** The spec's section uuid: fixed by the section id (a name-based uuid), the same on every read. */
  uuid: z.string(),
  title: z.string(),
  about: z.string(),
  duration: z.number(),
  position: z.number(),
  /** The first image of the section's content, or null. */
  attachedThumbnail: image,
});

const courseId = z.object({ id: z.string().check(z.minLength(1), z.maxLength(MAX_LENGTH.id)) });

export const getCourse = defineContract({
  method: 'GET',
  path: '/api/courses/:id.json',
  access: 'learner',
  summary: "A course's details, with the caller's latest user course of it.",
  grants: ['table:read'],
  params: courseId,
  responses: { 200: courseDetail, 404: messageBody },
});

export const searchCourses = defineContract({
  method: 'GET',
  path: '/api/courses/search.json',
  access: 'learner',
  summary:
    'Courses whose title, type or description contain the search text (all courses when empty); optionally those of a subscription.',
  grants: ['table:read'],
  query: z.object({
    search: z._default(z.string().check(z.maxLength(MAX_LENGTH.filter, tooLong(MAX_LENGTH.filter))), ''),
    subscriptionUuid: z.optional(z.string().check(z.maxLength(MAX_LENGTH.id))),
  }),
  responses: { 200: z.object({ data: z.array(courseSummary) }) },
});

export const listCourseSections = defineContract({
  method: 'GET',
  path: '/api/course_sections.json',
  access: 'learner',
  summary: "A course's sections in order (titles and summaries, no content).",
  grants: ['table:read'],
  query: z.object({ course_id: z.string().check(z.minLength(1, "can't be blank"), z.maxLength(MAX_LENGTH.id)) }),
  responses: { 200: z.object({ data: z.array(courseSection) }), 404: messageBody },
});
