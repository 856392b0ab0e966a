// A member's finished course reaches their row: it leaves the pending courses, counts as compliant
// (or not, once expired), its expiration becomes a compliance row (replacing the row of an earlier
// pass or certification of the same course: only the latest counts) and the progress report gets its
// completed-course row; one transaction, retried when
// the row moved. Called for group members when a course is passed (and by the seed).
import { getMemberRow, memberRowUpdate } from '@functions/data/group-members';
import { commitGroupWrite } from '@functions/data/group-seats';
import { completionPut } from '@functions/data/group-completions';
import { optimistic, RETRY } from '@functions/data/writes';
import { countedAsOn, expirationRows, planExpirations } from './member-expirations';
import { publishUserUpdated } from './present-member';

export interface FinishedCourse {
  userCourseUuid: string;
  courseId: string;
  courseName: string;
  productIds: string[];
  expirationDate: string;
  /** For the progress report's row (the pass's instant and day; the card when issued). */
  passedAt?: string;
  passedOn?: string;
  examType?: 'Certification' | 'Recertification';
  providerCardId?: string | null;
}

export async function recordFinishedCourse(
  groupId: string,
  userId: string,
  course: FinishedCourse,
  today: string,
): Promise<boolean> {
  const courseExpirationGroup = {
    id: course.courseId,
    name: course.courseName,
    courseIds: [course.courseId],
    productIds: course.productIds,
  };
  const rowsOf = await expirationRows({ sourceId: course.userCourseUuid, courseExpirationGroup });
  return optimistic({
    read: () => getMemberRow({ id: groupId }, userId),
    write: async (member) => {
      if (!member) return false;
      const { [course.userCourseUuid]: _done, ...pendingCourses } = member.pendingCourses;
      const completedOn = course.passedOn ?? today;
      // A recertification supersedes the member's earlier pass or certification of the course.
      const entry = {
        date: course.expirationDate,
        source: 'course' as const,
        countedAs: countedAsOn(today, course.expirationDate),
        completedOn,
        courseExpirationGroupId: course.courseId,
      };
      const { change: next, rows } = planExpirations(
        member,
        { ...member.expirations, [course.userCourseUuid]: entry },
        today,
        rowsOf(member),
        { pendingCourses },
      );
      const committed = await commitGroupWrite({
        member: memberRowUpdate(member, next),
        rows,
        completion: completionPut({
          groupId,
          userId,
          firstName: member.firstName,
          lastName: member.lastName,
          userCourseUuid: course.userCourseUuid,
          courseId: course.courseId,
          courseName: course.courseName,
          examType: course.examType ?? 'Certification',
          completedOn,
          passedAt: course.passedAt ?? `${completedOn}T12:00:00.000Z`,
          expirationDate: course.expirationDate,
          providerCardId: course.providerCardId ?? null,
        }),
      });
      if (!committed) return RETRY;
      await publishUserUpdated(groupId, { ...member, ...next, version: member.version + 1 });
      return true;
    },
    conflict: 'The member changed while recording the course; please try again.',
  });
}
