// The exam load bench (tests/bench/exam-load.ts): N learners, each with a purchased course whose
// sections are done and whose first exam is drawn and in progress with nothing answered yet, as
// enrolling, reading every section and opening the exam would leave them. Written straight to the
// table (one profile transaction each, the rest in batches): no Cognito identity, so the bench opens
// their sessions itself.
import { randomUUID } from 'node:crypto';
import { listCourseSections, putItems } from '@functions/data/catalog';
import { userExamItem } from '@functions/data/exams';
import { latestPointerItem, subscriptionItem, userCourseItem, type UserCourse } from '@functions/data/learning';
import { createUser } from '@functions/data/users';
import { requireCourse } from '@functions/domain/catalog/catalog';
import { drawExam } from '@functions/domain/learning/draw-exam';
import { childId } from '@functions/domain/learning/ids';
import { purchaseEntitlementId } from '@shared/rules/entitlements';
import { seedCourses } from './catalog/index';
import { demoUser } from './accounts';

export interface ExamTaker {
  userId: string;
  examUuid: string;
}

async function examTakerItems(index: number, runId: string, now: Date) {
  const seedCourse = seedCourses[index % seedCourses.length]!;
  const course = await requireCourse(seedCourse.id);
  const user = await createUser(
    demoUser(
      {
        id: randomUUID(),
        email: `exam-taker-${runId}-${index}@example.com`,
        firstName: 'Nia',
        lastName: `Nurse${index}`,
      },
      now,
    ),
  );
  const subscriptionUuid = randomUUID();
  const uuid = randomUUID();
  const at = now.toISOString();
  const exam = await drawExam({ userId: user.id, userCourseUuid: uuid, course, attempt: 1, now });
  const userCourse: UserCourse = {
    uuid,
    userId: user.id,
    courseId: course.id,
    examType: 'Certification',
    subscriptionUuid,
    status: 'in_progress',
    createdAt: at,
    sections: (await listCourseSections(course.id)).map((section, i) => ({
      uuid: childId(uuid, i),
      sectionId: section.id,
      position: section.position,
      completedAt: at,
    })),
    userExamUuid: exam.uuid,
    examProgress: 0,
    examProgressVersion: 0,
    scoredAt: null,
    passedAt: null,
    passedOn: null,
    expirationDate: null,
    providerCardId: null,
    manuallyConfirmed: false,
    autoRenew: false,
    entitlementId: purchaseEntitlementId(subscriptionUuid, course.id),
    version: 1,
  };
  const product = seedCourse.products.certification;
  return {
    taker: { userId: user.id, examUuid: exam.uuid },
    items: [
      subscriptionItem({
        uuid: subscriptionUuid,
        userId: user.id,
        productId: product.id,
        productName: product.name,
        color: seedCourse.color,
        featuredUrl: null,
        courseIds: [course.id],
        layout: 'certify',
        createdAt: at,
      }),
      userCourseItem(userCourse),
      latestPointerItem(userCourse),
      userExamItem(exam),
    ],
  };
}

/** Writes `count` learners with an exam in progress (across the demo courses); returns who and which exam. */
export async function seedExamTakers(count: number, now = new Date()): Promise<ExamTaker[]> {
  const runId = randomUUID().slice(0, 8);
  const takers: ExamTaker[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, (_, i) => examTakerItems(start + i, runId, now)),
    );
    await putItems(batch.flatMap((b) => b.items));
    takers.push(...batch.map((b) => b.taker));
  }
  return takers;
}
