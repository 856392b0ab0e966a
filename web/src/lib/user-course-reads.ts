// Every read that shows a user course's status, progress, exam or card. Enrolling, completing a
// section, scoring or retaking an exam and confirming a card make them stale (as will a purchase),
// whichever feature did the write: they are named by contract, so no feature imports another.
import type { CacheTarget } from './contract-key';
import { apiRoute } from './api-route';

const getCourse = apiRoute('catalog/get-course');
const searchCourses = apiRoute('catalog/search-courses');
const getSubscription = apiRoute('learning/get-subscription');
const getUserCourse = apiRoute('learning/get-user-course');
const getUserCourseSection = apiRoute('learning/get-user-course-section');
const listSubscriptions = apiRoute('learning/list-subscriptions');
const listUserCourseSections = apiRoute('learning/list-user-course-sections');
const listUserCourses = apiRoute('learning/list-user-courses');

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
