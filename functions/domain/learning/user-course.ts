// One of the caller's user courses: read under the caller's own partition, so another user's
// uuid finds nothing (404).
import { getUserCourse, type UserCourse } from '@functions/data/learning';
import { NotFound } from '@functions/lib/errors';

export async function requireUserCourse(userId: string, uuid: string): Promise<UserCourse> {
  const userCourse = await getUserCourse(userId, uuid);
  if (!userCourse) throw new NotFound('Course not found');
  return userCourse;
}

/** Rethrows a NotFound with the caller's own words; any other failure (throttling, ...) passes unchanged. */
export const notFoundAs =
  (message: string) =>
  (error: unknown): never => {
    throw error instanceof NotFound ? new NotFound(message) : error;
  };
