// The catalogue as learners see it. Courses change rarely and every page reads them, so each
// warm container keeps them for a minute (a course published since is read on its own).
import type { CourseDetail, CourseSummary } from '@shared/contracts/catalog';
import { displayStatus } from '@shared/rules/learning';
import * as catalogData from '@functions/data/catalog';
import {
  getLatestUserCourseUuid,
  getSubscription,
  getUserCourse,
  listUserCoursesOfUser,
  type UserCourse,
} from '@functions/data/learning';
import { namedUuid } from '@functions/lib/crypto';
import { NotFound } from '@functions/lib/errors';

let cache: { at: number; courses: Map<string, catalogData.Course> } | undefined;

export async function loadCatalog(): Promise<Map<string, catalogData.Course>> {
  if (cache && Date.now() - cache.at < 60_000) return cache.courses;
  const courses = await catalogData.listCatalogCourses();
  cache = { at: Date.now(), courses: new Map(courses.map((course) => [course.id, course])) };
  return cache.courses;
}

export async function requireCourse(courseId: string): Promise<catalogData.Course> {
  const course = (await loadCatalog()).get(courseId) ?? (await catalogData.getCourse(courseId));
  if (!course) throw new NotFound('Course not found');
  return course;
}

/** The newest user course per course id. */
export function latestByCourse(userCourses: UserCourse[]): Map<string, UserCourse> {
  const latest = new Map<string, UserCourse>();
  for (const userCourse of userCourses) {
    const current = latest.get(userCourse.courseId);
    if (!current || userCourse.createdAt > current.createdAt) latest.set(userCourse.courseId, userCourse);
  }
  return latest;
}

export function presentCourseSummary(
  course: catalogData.Course,
  latest: UserCourse | undefined,
  today: string,
): CourseSummary {
  return {
    id: course.id,
    title: course.title,
    subtitle: course.subtitle,
    shortDescription: course.shortDescription,
    courseType: course.courseType,
    color: course.color,
    creditHours: course.creditHours,
    attachedThumbnail: { url: course.thumbnailUrl },
    attachedFeatured: { url: course.featuredUrl },
    categories: course.categories,
    latestUserCourse: latest
      ? { uuid: latest.uuid, passedAt: latest.passedAt, status: displayStatus(latest, today) }
      : null,
  };
}

export function presentCourseDetail(
  course: catalogData.Course,
  latest: UserCourse | undefined,
  today: string,
): CourseDetail {
  return {
    ...presentCourseSummary(course, latest, today),
    description: course.description,
    targetAudience: course.targetAudience,
    learningObjectives: course.learningObjectives,
    disclosures: course.disclosures,
    authors: course.authors,
    approvalEntities: course.approvalEntities,
    sectionCount: course.sectionCount,
  };
}

/** A course with the caller's latest user course of it. */
export async function courseDetail(userId: string, courseId: string, today: string): Promise<CourseDetail> {
  const course = await requireCourse(courseId);
  const latestUuid = await getLatestUserCourseUuid(userId, course.id);
  const latest = latestUuid ? await getUserCourse(userId, latestUuid) : null;
  return presentCourseDetail(course, latest ?? undefined, today);
}

/** A course's sections in order: titles and summaries, never their bodies. */
/** The spec's course-section uuid: named by the section id, so every read (and every deploy) gives the same one. */
export const courseSectionUuid = (sectionId: string): string => namedUuid(`course-section:${sectionId}`);

export async function listCourseSections(courseId: string) {
  const course = await requireCourse(courseId);
  return (await catalogData.listCourseSections(course.id)).map((section) => ({
    id: section.id,
    uuid: courseSectionUuid(section.id),
    title: section.title,
    about: section.about,
    duration: section.duration,
    position: section.position,
    attachedThumbnail: { url: section.thumbnailUrl ?? null },
  }));
}

/**
 * Lowercased substring search over title, type and short description; all courses when empty.
 * Limited to a subscription's courses when one of the caller's is named.
 */
export async function searchCourses(
  userId: string,
  search: string,
  subscriptionUuid: string | null,
  today: string,
): Promise<CourseSummary[]> {
  let courseIds: string[] | null = null;
  if (subscriptionUuid) {
    const subscription = await getSubscription(userId, subscriptionUuid);
    if (!subscription) throw new NotFound('Subscription not found');
    courseIds = subscription.courseIds;
  }
  const [catalog, userCourses] = await Promise.all([loadCatalog(), listUserCoursesOfUser(userId)]);
  const latest = latestByCourse(userCourses);
  const needle = search.trim().toLowerCase();
  return [...catalog.values()]
    .filter((course) => !courseIds || courseIds.includes(course.id))
    .filter(
      (course) =>
        !needle || `${course.title} ${course.courseType} ${course.shortDescription}`.toLowerCase().includes(needle),
    )
    .sort(
      (a, b) =>
        (a.categories.find((c) => c.name === 'Certifications')?.coursePosition ?? 99) -
        (b.categories.find((c) => c.name === 'Certifications')?.coursePosition ?? 99),
    )
    .map((course) => presentCourseSummary(course, latest.get(course.id), today));
}
