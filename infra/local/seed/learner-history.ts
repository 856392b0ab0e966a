// Past passes of the demo learners, each a user course the app shows, its passed exam, its card and
// the entitlement the card spent (a purchase made before the demo's time):
// - learner@example.com: an ACLS subscription not yet started, a BLS course passed about 22 months
//   ago (its card expires in about two months) and a PALS card that expired last month (the
//   recertification path: Retake Class puts PALS Recertification in the cart);
// - member@example.com (Mercy General): a CPR card expiring in 30 days, so
//   `npm run job -- renewal-reminders` has an email to send.
import { putItems } from '@functions/data/catalog';
import { spendEntitlement } from '@functions/data/entitlements';
import { latestPointerItem, subscriptionItem, userCourseItem, type UserCourse } from '@functions/data/learning';
import { userExamItem } from '@functions/data/exams';
import { providerCardItem } from '@functions/data/provider-cards';
import { getUserById, type User } from '@functions/data/users';
import { childId } from '@functions/domain/learning/ids';
import { newToken } from '@functions/lib/crypto';
import { purchaseEntitlementId } from '@shared/rules/entitlements';
import { addDays, addYears, localDate } from '@shared/rules/dates';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { seedCourses, type SeedCourse } from './catalog/index';
import { DEMO_ACCOUNTS } from './accounts';

export const LEARNER_ACLS_SUBSCRIPTION = '3c9a6f0e-2b7d-4c1e-9f3a-5d8b7e6a1c20';
export const LEARNER_BLS_USER_COURSE = '8e2f4a61-7c3b-4d9e-a1f5-2b6c8d0e4f17';
export const LEARNER_BLS_EXAM = '5a7c9e1b-3d5f-4a2c-8e6b-0f1d3c5a7e92';
export const LEARNER_BLS_CARD = 'BLS-2025-418207';
export const LEARNER_PALS_USER_COURSE = '2d4f6a8c-1e3b-4c5d-9f7a-6b8c0d2e4f35';
export const MEMBER_CPR_USER_COURSE = 'b7e0c1de-0000-4000-8000-000000000417';
export const MEMBER_CPR_CARD = 'CPR-2024-000417';

interface PastPass {
  user: Pick<User, 'id' | 'firstName' | 'lastName'>;
  course: SeedCourse;
  uuid: string;
  examUuid: string;
  cardId: string;
  passedOn: string;
}

/** The items of one past pass: user course, latest pointer, passed exam, card, spent entitlement. */
function pastPassItems({ user, course, uuid, examUuid, cardId, passedOn }: PastPass) {
  const passedAt = `${passedOn}T15:20:00.000Z`;
  const expiresOn = addYears(passedOn, 2);
  const userCourse: UserCourse = {
    uuid,
    userId: user.id,
    courseId: course.id,
    examType: 'Certification',
    subscriptionUuid: null,
    status: 'passed',
    createdAt: `${addDays(passedOn, -2)}T18:00:00.000Z`,
    sections: course.sections.map((section, index) => ({
      uuid: childId(uuid, index),
      sectionId: section.id,
      position: index + 1,
      completedAt: `${addDays(passedOn, -1)}T1${index}:00:00.000Z`,
    })),
    userExamUuid: examUuid,
    examProgress: 100,
    scoredAt: passedAt,
    passedAt,
    passedOn,
    issuedOn: passedOn,
    expirationDate: expiresOn,
    providerCardId: cardId,
    manuallyConfirmed: true,
    autoRenew: false,
    entitlementId: purchaseEntitlementId(`seed-${uuid}`, course.id),
  };
  const questions = course.questions.slice(0, course.exam.questionsPerExam).map((q) => {
    const answers = q.answers.map((a, i) => ({ id: `${q.id}-a${i + 1}`, content: a.content, correct: a.correct }));
    return { questionId: q.id, content: q.content, answers, selectedAnswerId: answers.find((a) => a.correct)!.id };
  });
  const spent = spendEntitlement({
    entitlementId: userCourse.entitlementId!,
    userId: user.id,
    cardId,
    userCourseUuid: uuid,
    spentAt: passedAt,
  }).Put!.Item!;
  return {
    userCourse,
    items: [
      userCourseItem(userCourse),
      latestPointerItem(userCourse),
      userExamItem({
        uuid: examUuid,
        userId: user.id,
        userCourseUuid: uuid,
        courseId: course.id,
        attempt: 1,
        status: 'passed',
        score: 100,
        passingScore: course.exam.passingScore,
        questions,
        createdAt: `${passedOn}T14:30:00.000Z`,
        scoredAt: passedAt,
      }),
      providerCardItem({
        id: cardId,
        userId: user.id,
        userCourseUuid: uuid,
        courseName: course.title,
        holderFirstName: user.firstName,
        holderLastName: user.lastName,
        issuedOn: passedOn,
        expiresOn,
        verificationToken: newToken(16),
        revokedAt: null,
      }),
      spent,
    ],
  };
}

export async function seedLearnerHistory(now = new Date()): Promise<void> {
  const today = localDate(now, DEFAULT_TIME_ZONE);
  const course = (id: string) => seedCourses.find((c) => c.id === id)!;
  const learner = DEMO_ACCOUNTS[0];
  const acls = course('acls');
  const bls = pastPassItems({
    user: learner,
    course: course('bls'),
    uuid: LEARNER_BLS_USER_COURSE,
    examUuid: LEARNER_BLS_EXAM,
    cardId: LEARNER_BLS_CARD,
    passedOn: addDays(today, -670),
  });
  // Expired 35 days ago: within the recertification grace, so renewing is a recertification.
  const palsPassedOn = addYears(addDays(today, -35), -2);
  const pals = pastPassItems({
    user: learner,
    course: course('pals'),
    uuid: LEARNER_PALS_USER_COURSE,
    examUuid: '6b8d0f2a-4c6e-4a8b-9d1f-3e5a7c9b1d46',
    cardId: `PALS-${palsPassedOn.slice(0, 4)}-7QK4M2XH9D`,
    passedOn: palsPassedOn,
  });
  await putItems([
    subscriptionItem({
      uuid: LEARNER_ACLS_SUBSCRIPTION,
      userId: learner.id,
      productId: acls.products.certification.id,
      productName: acls.products.certification.name,
      color: acls.color,
      featuredUrl: null,
      courseIds: [acls.id],
      layout: 'certify',
      createdAt: now.toISOString(),
    }),
    ...bls.items,
    ...pals.items,
  ]);

  // The member's CPR card (expiring in 30 days) and the course that earned it (bought by the member,
  // so not among Mercy General's seeded compliance rows).
  const member = (await getUserById(DEMO_ACCOUNTS[3].id))!;
  const cpr = course('cpr');
  const expiresOn = addDays(today, 30);
  const memberCpr = pastPassItems({
    user: member,
    course: cpr,
    uuid: MEMBER_CPR_USER_COURSE,
    examUuid: 'c9e1a3b5-7d9f-4b1c-8e3a-5f7b9d1c3e57',
    cardId: MEMBER_CPR_CARD,
    passedOn: addYears(expiresOn, -2),
  });
  await putItems(memberCpr.items);
}
