// A credential step (a CE step, the employer notification, a mail request) writes against the user
// course as the request read it; when a concurrent write (another step, auto-renew, a card
// confirmation) moved its version meanwhile, `optimistic` reads it again through this.
import { getUserCourse, type UserCourse } from '@functions/data/learning';

/** The `read` of a credential step's `optimistic`: the user course as read first, then fresh. */
export const userCourseAsRead =
  (userId: string, userCourse: UserCourse) =>
  async (attempt: number): Promise<UserCourse> =>
    attempt === 0 ? userCourse : ((await getUserCourse(userId, userCourse.uuid)) ?? userCourse);
