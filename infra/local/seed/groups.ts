// The group portal's demo data: Mercy General Hospital gets ~40 members across every compliance
// state (compliant, expiring in 20 and in 60 days, expired, enrolled, needs attention) and seats of
// every product; a second group, Lakeside Clinic, has its own admin and a few members so isolation
// between groups can be seen. Enrollments go through the real seat ledger (enrollMember).
import { randomUUID } from 'node:crypto';
import { putItems } from '@functions/data/catalog';
import { addGroupMember, createGroup } from '@functions/data/groups';
import { addPurchasedSeats } from '@functions/data/group-seats';
import { claimSignupCode } from '@functions/data/group-codes';
import { latestPointerItem, userCourseItem, type UserCourse } from '@functions/data/learning';
import { createUser } from '@functions/data/users';
import { enroll } from '@functions/domain/groups/enrollment';
import { recordFinishedCourse } from '@functions/domain/groups/member-courses';
import { childId } from '@functions/domain/learning/ids';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { groupScopeOf } from '@functions/lib/group-scope';
import { addDays, addYears, localDate } from '@shared/rules/dates';
import { seedCourses } from './catalog/index';
import { DEMO_ACCOUNTS, DEMO_GROUP_ID, demoUser } from './accounts';

export const LAKESIDE_GROUP_ID = '7a2d2b63-6c2e-4b54-8b68-7e2f4d1f3b22';
export const LAKESIDE_ADMIN = DEMO_ACCOUNTS[5];

const FIRST = [
  'Avery',
  'Blake',
  'Carmen',
  'Dana',
  'Elena',
  'Farah',
  'Gabriel',
  'Hana',
  'Isaac',
  'Jonah',
  'Keiko',
  'Luis',
  'Maya',
  'Nadia',
  'Owen',
  'Priya',
  'Quinn',
  'Rosa',
  'Samir',
  'Tess',
];
const LAST = [
  'Abbott',
  'Brennan',
  'Castillo',
  'Dubois',
  'Eze',
  'Fischer',
  'Garcia',
  'Huang',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quint',
  'Reyes',
  'Sato',
  'Torres',
];

/** What each seeded member has, in turn: every state the compliance screens show. */
export const MEMBER_STATES = [
  'compliant',
  'expiring-20',
  'expiring-60',
  'expired',
  'enrolled',
  'needs-attention',
] as const;
export type SeedMemberState = (typeof MEMBER_STATES)[number];
export const MERCY_SEEDED_MEMBERS = 38;

export const seededMemberId = (groupNumber: number, index: number) =>
  `c0ffee00-0000-4000-8${groupNumber}00-${String(index).padStart(12, '0')}`;

const seatsOf = (productKind: 'certification' | 'recertification') => (productKind === 'certification' ? 20 : 8);

/** A passed user course whose card expires on `expiresOn` (issued two years before). */
async function passedCourse(userId: string, courseIndex: number, expiresOn: string, groupId: string, today: string) {
  const course = seedCourses[courseIndex % seedCourses.length]!;
  const passedOn = addYears(expiresOn, -2);
  const uuid = randomUUID();
  const userCourse: UserCourse = {
    uuid,
    userId,
    courseId: course.id,
    examType: 'Certification',
    subscriptionUuid: null,
    status: 'passed',
    createdAt: `${addDays(passedOn, -3)}T15:00:00.000Z`,
    sections: course.sections.map((section, index) => ({
      uuid: childId(uuid, index),
      sectionId: section.id,
      position: index + 1,
      completedAt: `${addDays(passedOn, -1)}T12:00:00.000Z`,
    })),
    userExamUuid: null,
    examProgress: 100,
    scoredAt: `${passedOn}T16:00:00.000Z`,
    passedAt: `${passedOn}T16:00:00.000Z`,
    passedOn,
    issuedOn: passedOn,
    expirationDate: expiresOn,
    providerCardId: null,
    manuallyConfirmed: true,
    autoRenew: false,
  };
  await putItems([userCourseItem(userCourse), latestPointerItem(userCourse)]);
  await recordFinishedCourse(
    groupId,
    userId,
    {
      userCourseUuid: uuid,
      courseId: course.id,
      courseName: course.title,
      expirationDate: expiresOn,
      passedAt: userCourse.passedAt!,
      passedOn,
      examType: 'Certification',
      productIds: [course.products.certification.id, course.products.recertification.id],
    },
    today,
  );
}

async function seedMember(
  groupId: string,
  groupNumber: number,
  index: number,
  state: SeedMemberState,
  today: string,
  now: Date,
  enrollIn?: string,
) {
  const firstName = FIRST[index % FIRST.length]!;
  // Unique names: the second round of first names gets other surnames.
  const lastName = LAST[(index + Math.floor(index / FIRST.length) * 7 + groupNumber) % LAST.length]!;
  const user = await createUser(
    demoUser(
      {
        id: seededMemberId(groupNumber, index),
        email: `${firstName}.${lastName}.${groupNumber}${index}@example.com`.toLowerCase(),
        firstName,
        lastName,
      },
      now,
    ),
  );
  await addGroupMember(groupId, user.id, false, now);
  const expiresIn = { compliant: 400 + index, 'expiring-20': 20, 'expiring-60': 60, expired: -15 - index } as const;
  if (state === 'enrolled') {
    const productId = enrollIn ?? seedCourses[index % seedCourses.length]!.products.certification.id;
    await enroll(groupScopeOf({ groupId }), { userId: user.id, productId }, today, now);
  } else if (state !== 'needs-attention') {
    await passedCourse(user.id, index, addDays(today, expiresIn[state]), groupId, today);
  }
}

export const MERCY_SIGNUP_CODE = 'MERCY2026';

export async function seedGroups(now = new Date()): Promise<void> {
  const today = localDate(now, DEFAULT_TIME_ZONE);
  await claimSignupCode(DEMO_GROUP_ID, MERCY_SIGNUP_CODE);
  for (const course of seedCourses) {
    for (const kind of ['certification', 'recertification'] as const) {
      const product = course.products[kind];
      await addPurchasedSeats(
        DEMO_GROUP_ID,
        { id: product.id, name: product.name, color: course.color },
        seatsOf(kind),
      );
    }
  }
  for (let index = 0; index < MERCY_SEEDED_MEMBERS; index += 1)
    await seedMember(DEMO_GROUP_ID, 1, index, MEMBER_STATES[index % MEMBER_STATES.length]!, today, now);

  await createGroup({
    id: LAKESIDE_GROUP_ID,
    name: 'Lakeside Clinic',
    purchased: true,
    unlimitedCertifications: false,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: now.toISOString(),
  });
  await addGroupMember(LAKESIDE_GROUP_ID, LAKESIDE_ADMIN.id, true, now);
  const bls = seedCourses.find((c) => c.id === 'bls')!;
  await addPurchasedSeats(
    LAKESIDE_GROUP_ID,
    { id: bls.products.certification.id, name: bls.products.certification.name, color: bls.color },
    5,
  );
  for (const [index, state] of (['compliant', 'enrolled', 'needs-attention', 'expired'] as const).entries())
    await seedMember(LAKESIDE_GROUP_ID, 2, index, state, today, now, bls.products.certification.id);
}
