// A credential step's write against the user course as read, read again when a concurrent write
// (another CE step, auto-renew, a card confirmation) moved its version meanwhile.
import { getUserCourse, type UserCourse } from '@functions/data/learning';
import { Conflict } from '@functions/lib/errors';

export async function withFreshUserCourse(
  userId: string,
  userCourse: UserCourse,
  step: (current: UserCourse) => Promise<'done' | 'retry'>,
): Promise<void> {
  let current = userCourse;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if ((await step(current)) === 'done') return;
    current = (await getUserCourse(userId, userCourse.uuid))!;
  }
  throw new Conflict('Your course was changed at the same time. Please try again.');
}
