// Subscriptions: the courses they offer and the caller's user courses of them.
import * as learningData from '@functions/data/learning';
import * as catalogData from '@functions/data/catalog';
import { NotFound } from '@functions/lib/errors';
import { latestByCourse, loadCatalog, presentCourseSummary } from '../catalog/catalog';
import { withExam } from './exam-attachment';
import { presentUserCourse } from './present-user-course';

async function present(subscription: learningData.Subscription, userCourses: learningData.UserCourse[], today: string) {
  const catalog = await loadCatalog();
  const latest = latestByCourse(userCourses);
  const courses = subscription.courseIds.map((id) => catalog.get(id)).filter((c) => c !== undefined);
  return {
    uuid: subscription.uuid,
    productName: subscription.productName,
    product: {
      name: subscription.productName,
      color: subscription.color,
      attachedFeatured: { url: subscription.featuredUrl },
    },
    layout: subscription.layout,
    courses: courses.map((course) => presentCourseSummary(course, latest.get(course.id), today)),
    userCourses: userCourses
      .filter((uc) => uc.subscriptionUuid === subscription.uuid)
      .flatMap((uc) => {
        const course = catalog.get(uc.courseId);
        return course ? [presentUserCourse(uc, course, today)] : [];
      }),
  };
}

/** The caller's user courses, each with the exam it is owed attached. */
const userCoursesOf = async (userId: string) =>
  Promise.all((await learningData.listUserCoursesOfUser(userId)).map((userCourse) => withExam(userCourse)));

export async function listSubscriptions(userId: string, today: string) {
  const [subscriptions, userCourses] = await Promise.all([
    learningData.listSubscriptionsOfUser(userId),
    userCoursesOf(userId),
  ]);
  return Promise.all(subscriptions.map((s) => present(s, userCourses, today)));
}

export async function getSubscription(userId: string, uuid: string, today: string) {
  const [subscription, userCourses] = await Promise.all([
    learningData.getSubscription(userId, uuid),
    userCoursesOf(userId),
  ]);
  if (!subscription) throw new NotFound('Subscription not found');
  return present(subscription, userCourses, today);
}

export async function listAdTiles() {
  return (await catalogData.listAdTiles()).map((tile) => ({
    id: tile.id,
    title: tile.title,
    mainAd: tile.mainAd,
    paragraphText: tile.paragraphText,
    backgroundImage: { url: tile.backgroundImageUrl },
    adLinks: tile.adLinks,
  }));
}
