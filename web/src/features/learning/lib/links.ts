// Where the learning screens link to. The course player has three addresses (the spec): the
// learner's own (which every screen, and the server's redirects, link to), inside a
// subscription, and the plain one without the app's chrome; a player keeps its own kind when it
// moves between sections.
import { href, paths } from '@shared/paths';

export type PlayerKind = { kind: 'portal' } | { kind: 'subscription'; subscriptionUuid: string } | { kind: 'plain' };

export const PORTAL_PLAYER: PlayerKind = { kind: 'portal' };

export function playerPath(player: PlayerKind, userCourseUuid: string, sectionUuid: string): string {
  if (player.kind === 'subscription')
    return href(paths.subscriptionCoursePlayer, {
      subscriptionUuid: player.subscriptionUuid,
      userCourseUuid,
      sectionUuid,
    });
  if (player.kind === 'plain')
    return href(paths.coursePlayerPlain, { userCourseUuid, userCourseSectionUuid: sectionUuid });
  return href(paths.coursePlayer, { userCourseUuid, sectionUuid });
}

/** Where a user course resumes: its current section, else its first; null before it has sections. */
export function resumePath(
  userCourse: { uuid: string; currentUserCourseSectionUuid: string | null; firstUserCourseSectionUuid: string | null },
  player: PlayerKind = PORTAL_PLAYER,
): string | null {
  const section = userCourse.currentUserCourseSectionUuid ?? userCourse.firstUserCourseSectionUuid;
  return section ? playerPath(player, userCourse.uuid, section) : null;
}

const PORTAL_SECTION = /^\/user-portal\/courses\/([^/?#]+)\/([^/?#]+)$/;

/**
 * A reply's redirect to the next section names the learner's own player; a subscription or plain
 * player follows it in its own kind. Other redirects (the exam) are kept as they are.
 */
export function redirectInPlayer(redirect: string, player: PlayerKind): string {
  const match = PORTAL_SECTION.exec(redirect);
  if (!match || player.kind === 'portal') return redirect;
  return playerPath(player, decodeURIComponent(match[1]!), decodeURIComponent(match[2]!));
}

export const coursePath = (courseId: string, userCourseUuid?: string | null): string =>
  userCourseUuid ? href(paths.courseUserCourse, { courseId, userCourseUuid }) : href(paths.course, { courseId });

/**
 * A user course's own page, the player's 'Back To Index': the course page, or inside a subscription
 * the subscription course's review materials.
 */
export const userCoursePagePath = (player: PlayerKind, courseId: string, userCourseUuid: string): string =>
  player.kind === 'subscription'
    ? subscriptionCoursePath(player.subscriptionUuid, courseId, userCourseUuid)
    : coursePath(courseId, userCourseUuid);

/** A subscription's course: its Details tab, or a user course of it (the review materials). */
export const subscriptionCoursePath = (subscriptionUuid: string, courseId: string, userCourseUuid?: string | null) =>
  userCourseUuid
    ? href(paths.subscriptionCourseUserCourse, { subscriptionUuid, courseId, userCourseUuid })
    : href(paths.subscriptionCourseDetails, { subscriptionUuid, courseId });

export const examPath = (userExamUuid: string): string => href(paths.exam, { userExamUuid });

export const subscriptionPath = (subscriptionUuid: string): string => href(paths.subscription, { subscriptionUuid });

/** Course resources after a pass (the post-pass page). */
export const resourcesPath = (userCourseUuid: string): string => href(paths.portalCoursePassed, { userCourseUuid });
