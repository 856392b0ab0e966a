// Fixtures for the group portal's API tests: a fresh group with a signed-in admin (signed up through
// the API, so they have a Cognito identity), members added directly, and seats bought.
import { createHash, randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import WebSocket from 'ws';
import { ApiClient } from '../support/api-client';
import { addGroupMember, createGroup } from '@functions/data/groups';
import { addPurchasedSeats } from '@functions/data/group-seats';
import { buildUser, createUser, markEmailVerified } from '@functions/data/users';
import { seedCourses } from '@infra/local/seed/catalog/index';

export const PASSWORD = 'Str0ngPassword';

export const signedIn = async (email: string, password = 'Password123!') => {
  const client = new ApiClient(inject('stack').url);
  await client.signIn(email, password);
  return client;
};

export async function newGroup(name = `Group ${randomUUID()}`) {
  const id = randomUUID();
  await createGroup({
    id,
    name,
    purchased: true,
    unlimitedCertifications: false,
    notificationsEnabled: false,
    groupOnboardingId: null,
    autoRenewal: false,
    subscriptionInterestSent: false,
    createdAt: new Date().toISOString(),
  });
  return id;
}

/** A member-to-be written straight to the table, its address confirmed (as every group member's is: invitations and sign-up codes confirm it). */
export const newUser = async (firstName: string, lastName = 'Tester') => {
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
  return (await createUser(buildUser({ id: randomUUID(), email, verifiedEmail: email, firstName, lastName }))).id;
};

/**
 * A user who can sign in: signed up through the API, their email confirmed (as if they had followed
 * the emailed link; `confirmed: false` leaves it unconfirmed), with the browser they signed up in.
 */
export async function signUpUser(firstName = 'Gina', lastName = 'Admin', { confirmed = true } = {}) {
  const client = new ApiClient(inject('stack').url);
  await client.bootstrap();
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await client.request(
    'POST',
    '/api/users.json',
    { firstName, lastName, email, phone, password: PASSWORD },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.status).toBe(201);
  const id = created.body.user.id as string;
  if (confirmed) expect(await markEmailVerified(id, email)).toBe(true);
  return { id, email, phone, client };
}

/** A new group: its admin (signed in), `members` more members, and `seats` of each product given. */
export async function groupWithAdmin(members: number, seats: Record<string, number> = {}) {
  const groupId = await newGroup();
  const admin = await signUpUser();
  await addGroupMember(groupId, admin.id, true);
  const memberIds: string[] = [];
  for (let i = 0; i < members; i += 1) {
    const userId = await newUser(`Member${i}`, `Surname${String(i).padStart(2, '0')}`);
    await addGroupMember(groupId, userId, false);
    memberIds.push(userId);
  }
  for (const [productId, quantity] of Object.entries(seats))
    await addPurchasedSeats(groupId, { id: productId, name: productId.toUpperCase(), color: '#123456' }, quantity);
  return { groupId, adminId: admin.id, memberIds, admin: await signedIn(admin.email, PASSWORD) };
}

export const enroll = (client: ApiClient, userId: string, productId: string) =>
  client.post(
    '/api/groups/products/enroll.json',
    { userId, productId },
    { headers: { 'idempotency-key': randomUUID() } },
  );

/** A certificate file uploaded by `client` through the direct-upload flow; returns its signed id. */
export async function uploadCertFile(client: ApiClient, text = `certificate ${randomUUID()}`) {
  const bytes = Buffer.from(`%PDF-1.4\n${text}\n`);
  const reply = await client.post('/api/direct_uploads', {
    blob: {
      filename: 'certificate.pdf',
      byteSize: bytes.length,
      contentType: 'application/pdf',
      checksum: createHash('md5').update(bytes).digest('base64'),
      serviceName: 's3_private',
    },
    use: 'externalCertification',
  });
  expect(reply.status).toBe(200);
  const put = await fetch(reply.body.direct_upload.url, {
    method: 'PUT',
    headers: reply.body.direct_upload.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return reply.body.signed_id as string;
}

/** A signed-in learner completes every section of a user course and passes (or with `fail`, fails) its exam with the seeded answers; the exam's uuid. */
export async function passCourse(
  learner: ApiClient,
  userCourseUuid: string,
  courseId: string,
  outcome: 'passed' | 'failed' = 'passed',
): Promise<string> {
  const sections = await learner.get(`/api/user_course_sections.json?userCourseId=${userCourseUuid}`);
  for (const section of sections.body.data)
    expect((await learner.patch(`/api/user_course_sections/${section.uuid}.json`, { completed: true })).status).toBe(
      200,
    );
  const examUuid = (await learner.get(`/api/user_courses/${userCourseUuid}.json`)).body.userExamUuid as string;
  const bank = seedCourses.find((c) => c.id === courseId)!.questions;
  for (const question of (await learner.get(`/api/user_questions.json?userExamUuid=${examUuid}`)).body.data) {
    const seed = bank.find((q) => q.content === question.content)!;
    await learner.patch(`/api/user_questions/${question.id}.json`, {
      selectedUserAnswerId:
        question.userAnswers[seed.answers.findIndex((a) => a.correct === (outcome === 'passed'))].id,
    });
  }
  expect((await learner.patch(`/api/user_exams/${examUuid}/score_it.json`)).body.userExam.status).toBe(outcome);
  return examUuid;
}

/** A new person who can sign in, made a member of the group and enrolled by its admin in `productId`; their user course's uuid. */
export async function enrolledMember(
  group: { groupId: string; admin: ApiClient },
  productId: string,
  firstName = 'Ena',
  lastName = 'Enrolled',
) {
  const person = await signUpUser(firstName, lastName);
  await addGroupMember(group.groupId, person.id, false);
  const enrolled = await enroll(group.admin, person.id, productId);
  expect(enrolled.status).toBe(201);
  return { ...person, userCourseUuid: enrolled.body.data.userCourseUuid as string };
}

/** The admin's group channel, collecting every event; `heard(userId)` lists the member's user-updated events. */
export async function listenToGroup(admin: ApiClient) {
  const grant = await admin.get('/api/auth/socket.json');
  const socket = new WebSocket(`${grant.body.url}?token=${grant.body.token}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const events: { event: string; data: { id: string; firstName?: string; status?: string } }[] = [];
  socket.on('message', (data) => events.push(JSON.parse(data.toString())));
  const heard = (userId: string) => events.filter((e) => e.event === 'user-updated' && e.data.id === userId);
  return { heard, close: () => socket.close() };
}
