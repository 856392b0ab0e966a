// What an enrollment reply means for the page: where to go (the player at the new or existing
// user course's current section), or the message to show.
import { fieldErrorsOf, type ApiReply } from '@web/lib/api';
import type { enroll } from '@shared/contracts/learning';
import { playerPath, type PlayerKind } from './links';

export type EnrollResult = { to: string } | { error: string };

export const ENROLL_FAILED = 'We could not start this course. Please try again.';

export function enrollResult(reply: ApiReply<typeof enroll>, player: PlayerKind): EnrollResult {
  if (reply.status === 201 || reply.status === 200) {
    const section = reply.body.currentUserCourseSectionUuid || reply.body.firstUserCourseSectionUuid;
    return { to: playerPath(player, reply.body.uuid, section) };
  }
  if (reply.status === 404) return { error: reply.body.message };
  // Nothing backs a new card: the reply names the cart that holds what to buy (a group member has none).
  if (reply.status === 402 && reply.body.redirect) return { to: reply.body.redirect };
  const errors = fieldErrorsOf<'courseId' | 'subscriptionUuid' | 'base'>(reply);
  return { error: errors.courseId?.[0] ?? errors.subscriptionUuid?.[0] ?? errors.base?.[0] ?? ENROLL_FAILED };
}
