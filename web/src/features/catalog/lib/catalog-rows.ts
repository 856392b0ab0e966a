// How the dashboard arranges the catalogue: the 'Featured' course is the hero; every other
// category is a row, rows by category position and courses by their position in the category.
import type { CourseSummary } from '../api/search-courses';

export const FEATURED_CATEGORY = 'Featured';

export interface CategoryRow {
  name: string;
  position: number;
  courses: CourseSummary[];
}

export function featuredCourse(courses: readonly CourseSummary[]): CourseSummary | null {
  let best: { course: CourseSummary; position: number } | null = null;
  for (const course of courses) {
    const featured = course.categories.find((category) => category.name === FEATURED_CATEGORY);
    if (featured && (!best || featured.coursePosition < best.position))
      best = { course, position: featured.coursePosition };
  }
  return best?.course ?? null;
}

export function categoryRows(courses: readonly CourseSummary[]): CategoryRow[] {
  const rows = new Map<string, { position: number; entries: { course: CourseSummary; position: number }[] }>();
  for (const course of courses) {
    for (const category of course.categories) {
      if (category.name === FEATURED_CATEGORY) continue;
      const row = rows.get(category.name) ?? { position: category.position, entries: [] };
      row.position = Math.min(row.position, category.position);
      row.entries.push({ course, position: category.coursePosition });
      rows.set(category.name, row);
    }
  }
  return [...rows.entries()]
    .map(([name, row]) => ({
      name,
      position: row.position,
      courses: row.entries
        .sort((a, b) => a.position - b.position || a.course.title.localeCompare(b.course.title))
        .map((entry) => entry.course),
    }))
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/** Courses the learner has started and not passed yet (their action is Resume Class). */
export const inProgressCourses = (courses: readonly CourseSummary[]): CourseSummary[] =>
  courses.filter((course) => course.latestUserCourse && !course.latestUserCourse.passedAt);
