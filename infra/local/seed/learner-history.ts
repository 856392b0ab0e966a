// learner@example.com: an ACLS subscription not yet started and a BLS course passed about
// 22 months ago (its card expires in about two months).
import { putItems } from '@functions/data/catalog';
import { latestPointerItem, subscriptionItem, userCourseItem, type UserCourse } from '@functions/data/learning';
import { userExamItem } from '@functions/data/exams';
import { providerCardItem } from '@functions/data/provider-cards';
import { childId } from '@functions/domain/learning/ids';
import { newToken } from '@functions/lib/crypto';
import { addDays, addYears, localDate } from '@shared/rules/dates';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { seedCourses } from './catalog/index';
import { DEMO_ACCOUNTS } from './accounts';

export const LEARNER_ACLS_SUBSCRIPTION = '3c9a6f0e-2b7d-4c1e-9f3a-5d8b7e6a1c20';
export const LEARNER_BLS_USER_COURSE = '8e2f4a61-7c3b-4d9e-a1f5-2b6c8d0e4f17';
export const LEARNER_BLS_EXAM = '5a7c9e1b-3d5f-4a2c-8e6b-0f1d3c5a7e92';
export const LEARNER_BLS_CARD = 'BLS-2025-418207';

export async function seedLearnerHistory(now = new Date()): Promise<void> {
  const learner = DEMO_ACCOUNTS[0];
  const acls = seedCourses.find((c) => c.id === 'acls')!;
  const bls = seedCourses.find((c) => c.id === 'bls')!;
  const passedOn = addDays(localDate(now, DEFAULT_TIME_ZONE), -670);
  const passedAt = `${passedOn}T15:20:00.000Z`;
  const expiresOn = addYears(passedOn, 2);
  const blsCourse: UserCourse = {
    uuid: LEARNER_BLS_USER_COURSE,
    userId: learner.id,
    courseId: bls.id,
    examType: 'Certification',
    subscriptionUuid: null,
    status: 'passed',
    createdAt: `${addDays(passedOn, -2)}T18:00:00.000Z`,
    sections: bls.sections.map((section, index) => ({ uuid: childId(LEARNER_BLS_USER_COURSE, index), sectionId: section.id, position: index + 1, completedAt: `${addDays(passedOn, -1)}T1${index}:00:00.000Z` })),
    userExamUuid: LEARNER_BLS_EXAM,
    examProgress: 100,
    scoredAt: passedAt,
    passedAt,
    passedOn,
    issuedOn: passedOn,
    expirationDate: expiresOn,
    providerCardId: LEARNER_BLS_CARD,
    manuallyConfirmed: true,
    autoRenew: false,
  };
  const questions = bls.questions.slice(0, bls.exam.questionsPerExam).map((q) => {
    const answers = q.answers.map((a, i) => ({ id: `${q.id}-a${i + 1}`, content: a.content, correct: a.correct }));
    return { questionId: q.id, content: q.content, answers, selectedAnswerId: answers.find((a) => a.correct)!.id };
  });
  await putItems([
    subscriptionItem({
      uuid: LEARNER_ACLS_SUBSCRIPTION, userId: learner.id, productId: acls.products.certification.id, productName: acls.products.certification.name,
      color: acls.color, featuredUrl: null, courseIds: [acls.id], layout: 'certify', createdAt: now.toISOString(),
    }),
    userCourseItem(blsCourse),
    latestPointerItem(blsCourse),
    userExamItem({
      uuid: LEARNER_BLS_EXAM, userId: learner.id, userCourseUuid: LEARNER_BLS_USER_COURSE, courseId: bls.id, attempt: 1, status: 'passed', score: 100,
      passingScore: bls.exam.passingScore, questions, createdAt: `${passedOn}T14:30:00.000Z`, scoredAt: passedAt,
    }),
    providerCardItem({
      id: LEARNER_BLS_CARD, userId: learner.id, userCourseUuid: LEARNER_BLS_USER_COURSE, courseName: bls.title,
      holderFirstName: learner.firstName, holderLastName: learner.lastName, issuedOn: passedOn, expiresOn, verificationToken: newToken(16), revokedAt: null,
    }),
  ]);
}
