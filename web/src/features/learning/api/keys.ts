// Query keys of the learning feature: the learner's courses, sections, subscriptions and ad tiles,
// and the course details and outlines the learning screens read.
export const learningKeys = {
  all: ['learning'] as const,
  courses: () => [...learningKeys.all, 'courses'] as const,
  course: (id: string) => [...learningKeys.courses(), id] as const,
  courseSections: (courseId: string) => [...learningKeys.all, 'course-sections', courseId] as const,
  userCourses: () => [...learningKeys.all, 'user-courses'] as const,
  userCourseList: () => [...learningKeys.userCourses(), 'list'] as const,
  userCourse: (uuid: string) => [...learningKeys.userCourses(), 'detail', uuid] as const,
  userCourseSections: () => [...learningKeys.all, 'user-course-sections'] as const,
  userCourseSectionList: (userCourseUuid: string) => [...learningKeys.userCourseSections(), 'list', userCourseUuid] as const,
  userCourseSection: (uuid: string) => [...learningKeys.userCourseSections(), 'detail', uuid] as const,
  subscriptions: () => [...learningKeys.all, 'subscriptions'] as const,
  subscriptionList: () => [...learningKeys.subscriptions(), 'list'] as const,
  subscription: (uuid: string) => [...learningKeys.subscriptions(), 'detail', uuid] as const,
  adTiles: () => [...learningKeys.all, 'ad-tiles'] as const,
};
