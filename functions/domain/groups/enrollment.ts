// Enrolling a member from the group's seats, un-enrolling, and the member's courses.
import { randomUUID } from 'node:crypto';
import { NO_SEATS } from '@shared/constants';
import type { GroupUserExam } from '@shared/contracts/groups';
import { memberStatus } from '@shared/rules/group-members';
import { listCourseSections, type Course } from '@functions/data/catalog';
import { getUserExam } from '@functions/data/exams';
import { getMemberRow, type MemberRow } from '@functions/data/group-members';
import { getGroup } from '@functions/data/groups';
import {
  enrollFromSeat,
  getGroupSeats,
  getProductForSeats,
  getSeatHold,
  unenrollFromSeat,
  type GroupUserCourse,
} from '@functions/data/group-seats';
import {
  getLatestUserCourseUuid,
  getUserCourse,
  listUserCoursesOfUser,
  type UserCourse,
} from '@functions/data/learning';
import { optimistic, RETRY } from '@functions/data/writes';
import { Conflict, Invalid, NotFound } from '@functions/lib/errors';
import { successToast } from '@functions/lib/toasts';
import type { GroupScope } from '@functions/lib/group-scope';
import { loadCatalog } from '../catalog/catalog';
import { childId } from '../learning/ids';
import { GROUP_MESSAGES } from './messages';
import { publishUserUpdated } from './present-member';

export async function requireMember(group: GroupScope, userId: string): Promise<MemberRow> {
  const member = await getMemberRow(group, userId);
  if (!member) throw new NotFound('Member not found');
  return member;
}

/** The member row after a change of pending courses, with its status recomputed. */
export function withPending(member: MemberRow, pendingCourses: MemberRow['pendingCourses']) {
  const next = {
    pendingCourses,
    compliantCourses: member.compliantCourses,
    nonCompliantCourses: member.nonCompliantCourses,
  };
  return {
    ...next,
    status: memberStatus({
      pending: Object.keys(pendingCourses).length,
      compliant: next.compliantCourses,
      nonCompliant: next.nonCompliantCourses,
    }),
  };
}

/** The row id of a member's course within the group: the member and the user course. */
export const userExamRowId = (userId: string, userCourseUuid: string) => `${userId}_${userCourseUuid}`;
function parseRowId(id: string): { userId: string; uuid: string } {
  const at = id.lastIndexOf('_');
  if (at <= 0 || at === id.length - 1) throw new NotFound('Course not found');
  return { userId: id.slice(0, at), uuid: id.slice(at + 1) };
}

export function presentGroupUserExam(
  course: UserCourse & Partial<GroupUserCourse>,
  catalogCourse: Course | undefined,
  score: number | null,
  today: string,
): GroupUserExam {
  const done = course.sections.filter((section) => section.completedAt).length;
  const expired = course.status === 'passed' && !!course.expirationDate && course.expirationDate < today;
  return {
    id: userExamRowId(course.userId, course.uuid),
    courseName: catalogCourse?.title ?? course.courseId,
    color: catalogCourse?.color ?? '#555555',
    courseType: catalogCourse?.courseType ?? course.courseId.toUpperCase(),
    examType: course.examType,
    userCourseUuid: course.uuid,
    status: expired ? 'expired' : course.status,
    progress: course.sections.length ? Math.round((done / course.sections.length) * 100) : 0,
    score,
    passedAt: course.passedAt,
    expirationDate: course.expirationDate,
    providerCardId: course.providerCardId,
    cmeEvaluationSubmittedAt: course.cme?.submittedAt ?? null,
    groupId: course.groupId ?? null,
    canUnenroll: course.status === 'in_progress' && !!course.groupId,
  };
}

/**
 * Enrolls a member of the group in a product from one of its seats. The seat, the member's hold on
 * the product, the user course and the member row move in one transaction; a write that only lost a
 * race with another (the member row or course pointer moved) is read again and retried.
 */
export async function enroll(
  group: GroupScope,
  input: { userId: string; productId: string },
  today: string,
  now = new Date(),
) {
  await requireMember(group, input.userId); // another group's member is a 404 whatever the product
  const product = await getProductForSeats(input.productId);
  // A group with unlimited certifications enrolls in any product of the catalogue, with no seat.
  const seatless = (await getGroup(group.id))?.unlimitedCertifications === true;
  const seats = product && !seatless ? await getGroupSeats(group, product.id) : null;
  if (!product || (!seatless && !seats)) throw Invalid.field('productId', 'Your group has not purchased this course.');
  const catalog = await loadCatalog();
  const course = catalog.get(product.courseIds[0] ?? '');
  if (!course) throw Invalid.field('productId', 'This course does not exist.');
  // Without seats, only what the catalogue sells (what GET /api/groups/products.json lists) can be enrolled in.
  if (seatless && !course.productIds.includes(product.id))
    throw Invalid.field('productId', 'This course is not offered.');
  const sections = await listCourseSections(course.id);

  const data = await optimistic({
    write: async () => {
      const member = await requireMember(group, input.userId);
      const hold = await getSeatHold(group, member.userId, product.id);
      const held = hold ? await getUserCourse(member.userId, hold.userCourseUuid) : null;
      if (held && held.status !== 'passed') throw new Conflict(GROUP_MESSAGES.alreadyEnrolled);
      const latestUuid = await getLatestUserCourseUuid(member.userId, course.id);
      const latest = latestUuid ? await getUserCourse(member.userId, latestUuid) : null;
      if (latest && latest.status !== 'passed') throw new Conflict(GROUP_MESSAGES.alreadyEnrolled);

      const uuid = randomUUID();
      const userCourse: GroupUserCourse = {
        uuid,
        userId: member.userId,
        courseId: course.id,
        examType:
          product.kind === 'recertification' || (latest?.passedAt ?? null) ? 'Recertification' : 'Certification',
        subscriptionUuid: null,
        status: 'in_progress',
        createdAt: now.toISOString(),
        sections: sections.map((section, index) => ({
          uuid: childId(uuid, index),
          sectionId: section.id,
          position: section.position,
          completedAt: null,
        })),
        userExamUuid: null,
        examProgress: 0,
        examProgressVersion: 0,
        scoredAt: null,
        passedAt: null,
        passedOn: null,
        expirationDate: null,
        providerCardId: null,
        manuallyConfirmed: false,
        autoRenew: false,
        version: 0,
        groupId: group.id,
        groupProductId: product.id,
        previousLatestUuid: latestUuid,
        ...(seatless ? { seatless: true } : {}),
      };
      const memberNext = withPending(member, {
        ...member.pendingCourses,
        [uuid]: {
          userCourseUuid: uuid,
          productId: product.id,
          courseId: course.id,
          name: product.name,
          color: product.color,
        },
      });
      const outcome = await enrollFromSeat({
        course: userCourse,
        member,
        memberNext,
        replacesHoldOf: hold ? hold.userCourseUuid : null,
      });
      if (outcome === 'no seats') throw new Conflict(NO_SEATS);
      // 'already enrolled': the hold moved, the next read says whether it is ours to refuse; 'moved': read again.
      if (outcome !== 'enrolled') return RETRY;
      await publishUserUpdated(group.id, { ...member, ...memberNext, version: member.version + 1 });
      return presentGroupUserExam(userCourse, course, null, today);
    },
    conflict: 'The member changed while enrolling; please try again.',
  });
  return { data, toaster: successToast(GROUP_MESSAGES.memberEnrolled) };
}

/** Un-enrolls a group-made course still in progress and returns its seat. */
export async function unenroll(group: GroupScope, rowId: string) {
  const { userId, uuid } = parseRowId(rowId);
  await optimistic({
    write: async () => {
      const member = await requireMember(group, userId);
      const course = (await getUserCourse(userId, uuid)) as (UserCourse & Partial<GroupUserCourse>) | null;
      if (!course) throw new NotFound('Course not found');
      if (course.groupId !== group.id || !course.groupProductId)
        throw new Conflict('This course was purchased by the member and cannot be un-enrolled.');
      if (course.status !== 'in_progress') throw new Conflict('Only a course in progress can be un-enrolled.');
      const { [uuid]: _removed, ...rest } = member.pendingCourses;
      const memberNext = withPending(member, rest);
      if (!(await unenrollFromSeat(course as GroupUserCourse, member, memberNext))) return RETRY;
      await publishUserUpdated(group.id, { ...member, ...memberNext, version: member.version + 1 });
    },
    conflict: 'The course changed while un-enrolling; please try again.',
  });
  return { toaster: successToast(GROUP_MESSAGES.unenrolled) };
}

/** The member's courses (every one, bought or from the group), newest first, with exam scores. */
export async function listUserExams(group: GroupScope, userId: string, today: string): Promise<GroupUserExam[]> {
  await requireMember(group, userId);
  const [catalog, courses] = await Promise.all([loadCatalog(), listUserCoursesOfUser(userId)]);
  return Promise.all(
    courses.map(async (course) => {
      const exam = course.userExamUuid ? await getUserExam(userId, course.userExamUuid) : null;
      return presentGroupUserExam(
        course,
        catalog.get(course.courseId),
        exam && exam.status !== 'in_progress' ? exam.score : null,
        today,
      );
    }),
  );
}
