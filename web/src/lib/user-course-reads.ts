// Every read that shows a user course's status, progress, exam or card. Enrolling, completing a
// section, scoring or retaking an exam and confirming a card make them stale (as will a purchase),
// whichever feature did the write: they are named by contract, so no feature imports another.
import { getCourse, searchCourses } from '@shared/contracts/catalog';
import { getSubscription, getUserCourse, getUserCourseSection, listSubscriptions, listUserCourseSections, listUserCourses } from '@shared/contracts/learning';
import type { CacheTarget } from './contract-query';

export const userCourseReads: readonly CacheTarget[] = [
  listUserCourses,
  getUserCourse,
  listUserCourseSections,
  getUserCourseSection,
  listSubscriptions,
  getSubscription,
  // A course's page and the catalogue show the learner's latest user course and its action.
  getCourse,
  searchCourses,
];
