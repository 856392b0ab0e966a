// Every card is backed by an entitlement (shared/rules/entitlements.ts): the matrix of what backs one
// (purchase, For Life first and second cycle, auto-renewal order, group seat, none), the 402 that
// says what to buy, the review retake that issues no card, refunds, and races on one entitlement.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import Stripe from 'stripe';
import { ApiClient } from '../support/api-client';
import { eventually } from '../support/eventually';
import { putItems } from '@functions/data/catalog';
import { listEntitlementUses } from '@functions/data/entitlements';
import {
  getUserCourse,
  latestPointerItem,
  subscriptionItem,
  userCourseItem,
  type UserCourse,
} from '@functions/data/learning';
import { providerCardItem } from '@functions/data/provider-cards';
import { userExamItem } from '@functions/data/exams';
import { formatIsoDate } from '@shared/rules/date-format';
import { addDays, addYears, localDate } from '@shared/rules/dates';
import { RECERTIFICATION_GRACE_DAYS } from '@shared/rules/entitlements';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { seedCourses } from '@infra/local/seed/catalog/index';
import { completePurchase, confirmInBrowser, openPaymentIntent } from '../support/checkout';
import { enrolledMember, groupWithAdmin, passCourse, PASSWORD, signedIn, signUpUser } from './group-fixtures';

const stack = inject('stack');
const cpr = seedCourses.find((c) => c.id === 'cpr')!;
const today = () => localDate(new Date(), DEFAULT_TIME_ZONE);

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

async function learner() {
  const person = await signUpUser('Ellie', 'Entitled');
  return { ...person, client: await signedIn(person.email, PASSWORD) };
}

/** A subscription as a purchase writes it (order-writer): one card of each course it offers. */
async function subscribe(userId: string, productId: string, options: { forLife?: boolean } = {}) {
  const uuid = randomUUID();
  await putItems([
    {
      ...subscriptionItem({
        uuid,
        userId,
        productId,
        productName: productId,
        color: '#123456',
        featuredUrl: null,
        courseIds: [cpr.id],
        layout: 'certify',
        createdAt: new Date().toISOString(),
      }),
      forLife: options.forLife ?? false,
      orderId: `test-${uuid}`,
    },
  ]);
  return uuid;
}

/** A past CPR pass with its card, expiring on `expiresOn` (as if bought and passed long ago). */
async function pastCard(userId: string, expiresOn: string) {
  const uuid = randomUUID();
  const passedOn = addYears(expiresOn, -2);
  const cardId = `CPR-${passedOn.slice(0, 4)}-${randomUUID().slice(0, 10).toUpperCase().replace(/-/g, 'X')}`;
  const course: UserCourse = {
    uuid,
    userId,
    courseId: cpr.id,
    examType: 'Certification',
    subscriptionUuid: null,
    status: 'passed',
    createdAt: `${passedOn}T10:00:00.000Z`,
    sections: [],
    userExamUuid: null,
    examProgress: 100,
    scoredAt: `${passedOn}T12:00:00.000Z`,
    passedAt: `${passedOn}T12:00:00.000Z`,
    passedOn,
    issuedOn: passedOn,
    expirationDate: expiresOn,
    providerCardId: cardId,
    manuallyConfirmed: true,
    autoRenew: false,
  };
  await putItems([
    userCourseItem(course),
    latestPointerItem(course),
    providerCardItem({
      id: cardId,
      userId,
      userCourseUuid: uuid,
      courseName: cpr.title,
      holderFirstName: 'Ellie',
      holderLastName: 'Entitled',
      issuedOn: passedOn,
      expiresOn,
      verificationToken: 'token',
      revokedAt: null,
    }),
  ]);
  return cardId;
}

const idempotent = () => ({ headers: { 'idempotency-key': randomUUID() } });
const start = (client: ApiClient, body: Record<string, unknown> = {}) =>
  client.post('/api/user_courses.json', { courseId: cpr.id, ...body }, idempotent());
const entitlementOf = async (client: ApiClient) => (await client.get(`/api/courses/${cpr.id}.json`)).body.entitlement;

/** Starts CPR and passes it; the user course as it reads afterwards. */
async function startAndPass(client: ApiClient, body: Record<string, unknown> = {}) {
  const started = await start(client, body);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await passCourse(client, started.body.uuid, cpr.id);
  return (await client.get(`/api/user_courses/${started.body.uuid}.json`)).body;
}

describe('no entitlement', () => {
  it('starting is a 402 naming the certification to buy, with the cart that holds it; the course page says so first', async () => {
    const { client } = await learner();
    expect(await entitlementOf(client)).toEqual({
      state: 'purchase',
      canReview: false,
      productId: cpr.products.certification.id,
      productName: cpr.products.certification.name,
      message: `Buy ${cpr.products.certification.name} to start this course.`,
    });
    const refused = await start(client);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      errors: { courseId: [`Buy ${cpr.products.certification.name} to start this course.`] },
      redirect: `/cart/add/${cpr.products.certification.id}`,
    });
    const listed = (await client.get('/api/user_courses.json')).body;
    expect(listed.data ?? listed).toHaveLength(0);
  });

  it('a group member is told their admin assigns the course', async () => {
    const group = await groupWithAdmin(0, { [cpr.products.certification.id]: 1 });
    const member = await enrolledMember(group, cpr.products.certification.id);
    const client = await signedIn(member.email, PASSWORD);
    // Their seat backs the CPR course the admin enrolled them in; ACLS they have no seat for.
    const acls = await client.post('/api/user_courses.json', { courseId: 'acls' }, idempotent());
    expect(acls.status).toBe(402);
    expect(acls.body.errors.courseId).toEqual(['Your group administrator assigns this course: ask them for a seat.']);
    expect(acls.body.redirect).toBeUndefined();
  });
});

describe('a purchase backs one card', () => {
  it('issues a card once; a retake then needs the recertification (402 to its cart) or is a review that issues no card', async () => {
    const { id, client } = await learner();
    await subscribe(id, cpr.products.certification.id);
    expect((await entitlementOf(client)).state).toBe('entitled');
    const first = await startAndPass(client);
    expect(first).toMatchObject({ status: 'passed', review: false, providerCardId: expect.stringMatching(/^CPR-/) });
    expect((await listEntitlementUses(id)).map((u) => u.cardId)).toEqual([first.providerCardId]);

    // The card is current: renewing is the recertification.
    const retake = await start(client);
    expect(retake.status).toBe(402);
    expect(retake.body.redirect).toBe(`/cart/add/${cpr.products.recertification.id}`);
    expect(retake.body.errors.courseId[0]).toContain(`Buy ${cpr.products.recertification.name} to renew your card.`);
    expect(await entitlementOf(client)).toMatchObject({
      state: 'purchase',
      canReview: true,
      productId: cpr.products.recertification.id,
    });

    const review = await startAndPass(client, { review: true });
    expect(review).toMatchObject({
      status: 'passed',
      review: true,
      providerCardId: first.providerCardId,
      expirationDate: first.expirationDate,
      cmeCertificatesCount: 0,
      manuallyConfirmed: true,
    });
    expect(await listEntitlementUses(id)).toHaveLength(1);
    // The card the review shows is the one held, downloadable through it.
    const pdf = await client.request(
      'GET',
      `/api/provider_cards/${first.providerCardId}.pdf?userCourseUuid=${review.uuid}`,
    );
    expect(pdf.status).toBe(200);
  });

  it('a review started before buying the recertification is backed at its pass by the purchase', async () => {
    const { id, client } = await learner();
    const held = await pastCard(id, addDays(today(), 20));
    const started = await start(client, { review: true });
    expect(started.status).toBe(201);
    await subscribe(id, cpr.products.recertification.id);
    await passCourse(client, started.body.uuid, cpr.id);
    const passed = (await client.get(`/api/user_courses/${started.body.uuid}.json`)).body;
    expect(passed).toMatchObject({ review: false, expirationDate: addYears(today(), 2) });
    expect(passed.providerCardId).not.toBe(held);
  });

  it('a recertification (e.g. an auto-renewal order) renews a card current or expired within the grace, not one expired longer', async () => {
    const { id, client } = await learner();
    await pastCard(id, addDays(today(), -(RECERTIFICATION_GRACE_DAYS + 5)));
    await subscribe(id, cpr.products.recertification.id);
    // Expired beyond the grace: the recertification does not serve; certification is what to buy.
    const refused = await start(client);
    expect(refused.status).toBe(402);
    expect(refused.body.redirect).toBe(`/cart/add/${cpr.products.certification.id}`);

    const other = await learner();
    await pastCard(other.id, addDays(today(), -(RECERTIFICATION_GRACE_DAYS - 5)));
    await subscribe(other.id, cpr.products.recertification.id);
    expect((await startAndPass(other.client)).review).toBe(false);
  });
});

describe('For Life', () => {
  it('first cycle: the purchase; second cycle: one free renewal per card once it is within 90 days of expiring', async () => {
    const { id, client } = await learner();
    await subscribe(id, cpr.products.certification.id, { forLife: true });
    const first = await startAndPass(client);
    expect(first.review).toBe(false);
    // The new card expires in two years: the For Life renewal is not open yet.
    const early = await entitlementOf(client);
    expect(early).toMatchObject({ state: 'purchase', canReview: true });
    expect(early.message).toContain(
      `Your For Life renewal opens on ${formatIsoDate(addDays(first.expirationDate, -90))}.`,
    );

    // Twenty-one months later (the card moved to 60 days before its expiry): the renewal is open, once.
    const stored = (await getUserCourse(id, first.uuid))!;
    await putItems([userCourseItem({ ...stored, expirationDate: addDays(today(), 60) })]);
    expect((await entitlementOf(client)).state).toBe('entitled');
    const renewed = await startAndPass(client);
    expect(renewed).toMatchObject({ review: false, expirationDate: addYears(today(), 2) });
    expect(renewed.providerCardId).not.toBe(first.providerCardId);
    expect((await listEntitlementUses(id)).map((u) => u.entitlementId.split(':')[0]).sort()).toEqual([
      'for-life',
      'purchase',
    ]);
    // The renewed card is two years out: no further free renewal now.
    expect((await entitlementOf(client)).state).toBe('purchase');
  });
});

describe('group seat', () => {
  it("the admin's enrollment backs the member's card", async () => {
    const group = await groupWithAdmin(0, { [cpr.products.certification.id]: 1 });
    const member = await enrolledMember(group, cpr.products.certification.id);
    const client = await signedIn(member.email, PASSWORD);
    await passCourse(client, member.userCourseUuid, cpr.id);
    const passed = (await client.get(`/api/user_courses/${member.userCourseUuid}.json`)).body;
    expect(passed).toMatchObject({ review: false, providerCardId: expect.stringMatching(/^CPR-/) });
    expect((await listEntitlementUses(member.id)).map((u) => u.entitlementId)).toEqual([
      `seat:${member.userCourseUuid}`,
    ]);
  });
});

describe("My Learning's renewal of a held card (the list's `renewal`)", () => {
  const renewalsOf = async (client: ApiClient) =>
    ((await client.get('/api/user_courses.json')).body.data as { uuid: string; renewal?: unknown }[]).map(
      (course) => course.renewal ?? null,
    );

  it('a card within 90 days of expiring, or expired, names the cart holding the right product; a valid one nothing', async () => {
    const { id, client } = await learner();
    await pastCard(id, addDays(today(), 91));
    expect(await renewalsOf(client)).toEqual([null]);

    const due = await learner();
    await pastCard(due.id, addDays(today(), 90));
    expect(await renewalsOf(due.client)).toEqual([
      {
        state: 'purchase',
        path: `/cart/add/${cpr.products.recertification.id}`,
        productName: cpr.products.recertification.name,
      },
    ]);

    // Expired beyond the recertification's grace: certify again.
    const lapsed = await learner();
    await pastCard(lapsed.id, addDays(today(), -(RECERTIFICATION_GRACE_DAYS + 5)));
    expect(await renewalsOf(lapsed.client)).toEqual([
      {
        state: 'purchase',
        path: `/cart/add/${cpr.products.certification.id}`,
        productName: cpr.products.certification.name,
      },
    ]);

    // A recertification bought and not used yet: the course page starts it.
    await subscribe(due.id, cpr.products.recertification.id);
    expect(await renewalsOf(due.client)).toEqual([
      { state: 'entitled', path: `/courses/${cpr.id}`, productName: null },
    ]);
  });

  it("a group member's due card says the group administrator assigns the renewal", async () => {
    const group = await groupWithAdmin(0, { [cpr.products.certification.id]: 1 });
    const member = await enrolledMember(group, cpr.products.certification.id);
    const client = await signedIn(member.email, PASSWORD);
    await pastCard(member.id, addDays(today(), 30));
    const renewals = (await renewalsOf(client)).filter(Boolean);
    expect(renewals).toEqual([{ state: 'group', path: null, productName: null }]);
  });
});

describe('races and refunds', () => {
  it('two passes racing on one entitlement issue one card', async () => {
    const { id, client } = await learner();
    await subscribe(id, cpr.products.certification.id);
    const started = await start(client);
    const sections = await client.get(`/api/user_course_sections.json?userCourseId=${started.body.uuid}`);
    for (const section of sections.body.data)
      await client.patch(`/api/user_course_sections/${section.uuid}.json`, { completed: true });
    const examUuid = (await client.get(`/api/user_courses/${started.body.uuid}.json`)).body.userExamUuid;
    for (const question of (await client.get(`/api/user_questions.json?userExamUuid=${examUuid}`)).body.data) {
      const seed = cpr.questions.find((q) => q.content === question.content)!;
      await client.patch(`/api/user_questions/${question.id}.json`, {
        selectedUserAnswerId: question.userAnswers[seed.answers.findIndex((a) => a.correct)].id,
      });
    }
    const replies = await Promise.all([1, 2, 3].map(() => client.patch(`/api/user_exams/${examUuid}/score_it.json`)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await listEntitlementUses(id)).toHaveLength(1);
    // Two retakes racing after the pass: one user course at most, and neither is backed.
    const retakes = await Promise.all([1, 2].map(() => start(client, { review: true })));
    expect(retakes.map((r) => r.status).sort()).toEqual([200, 201]);
  });

  it('two user courses started on one entitlement, passed at the same moment: one card, the other pass is a review', async () => {
    const { id, client } = await learner();
    const subscription = await subscribe(id, cpr.products.certification.id);
    const entitlementId = `purchase:${subscription}:${cpr.id}`;
    // Two in-progress courses holding the same entitlement (as two devices could leave), each with a right exam.
    const started = [randomUUID(), randomUUID()].map((uuid) => {
      const examUuid = randomUUID();
      const course: UserCourse = {
        uuid,
        userId: id,
        courseId: cpr.id,
        examType: 'Certification',
        subscriptionUuid: subscription,
        status: 'in_progress',
        createdAt: new Date().toISOString(),
        sections: [],
        userExamUuid: examUuid,
        examProgress: 100,
        scoredAt: null,
        passedAt: null,
        passedOn: null,
        expirationDate: null,
        providerCardId: null,
        manuallyConfirmed: false,
        autoRenew: false,
        entitlementId,
      };
      const questions = cpr.questions.slice(0, 10).map((q) => {
        const answers = q.answers.map((a, i) => ({ id: `${q.id}-a${i}`, content: a.content, correct: a.correct }));
        return { questionId: q.id, content: q.content, answers, selectedAnswerId: answers.find((a) => a.correct)!.id };
      });
      const exam = {
        uuid: examUuid,
        userId: id,
        userCourseUuid: uuid,
        courseId: cpr.id,
        attempt: 1,
        status: 'in_progress' as const,
        score: null,
        passingScore: 80,
        questions,
        createdAt: new Date().toISOString(),
        scoredAt: null,
      };
      return { course, exam };
    });
    await putItems(started.flatMap(({ course, exam }) => [userCourseItem(course), userExamItem(exam)]));
    const scored = await Promise.all(
      started.map(({ exam }) => client.patch(`/api/user_exams/${exam.uuid}/score_it.json`)),
    );
    expect(scored.map((r) => r.status)).toEqual([200, 200]);
    const courses = await Promise.all(started.map(({ course }) => client.get(`/api/user_courses/${course.uuid}.json`)));
    expect(courses.map((c) => c.body.review).sort()).toEqual([false, true]);
    expect(await listEntitlementUses(id)).toHaveLength(1);
  });

  it('a refund of the purchase that backed a card is recorded against it; the card stays, the entitlement is spent', async () => {
    const { id, client } = await learner();
    expect((await client.post('/api/cart/toggle_product.json', { id: cpr.products.certification.id })).status).toBe(
      200,
    );
    const intent = await openPaymentIntent(client);
    expect((await confirmInBrowser(stack, intent, 'pm_card_visa')).status).toBe(200);
    expect((await completePurchase(client, intent.paymentIntentId)).status).toBe(201);
    const passed = await startAndPass(client);
    const stripe = new Stripe(stack.env.STRIPE_SECRET_KEY!, {
      host: new URL(stack.env.STRIPE_API_URL!).hostname,
      port: Number(new URL(stack.env.STRIPE_API_URL!).port),
      protocol: 'http',
    });
    await stripe.refunds.create({ payment_intent: intent.paymentIntentId });
    const uses = await eventually(
      () => listEntitlementUses(id),
      (list) => list.some((u) => u.refundedAt),
    );
    expect(uses).toEqual([expect.objectContaining({ cardId: passed.providerCardId, refundReason: 'refund' })]);
    const verified = await new ApiClient(stack.url).get(
      `/api/verifications/${passed.providerCardId}.json?lastName=Entitled`,
    );
    expect(verified.status).toBe(200);
  });
});
