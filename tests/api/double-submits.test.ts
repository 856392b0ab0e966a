// Every idempotent write sent exactly as the spec writes it, without our optional Idempotency-Key,
// twice in a row and twice at once: a double submit is one account, one user course, one order, one
// seat, one review, one item. Writes with a uniqueness of their own answer the repeat as the spec says
// (422 on email, 200 with the open course, 409 already enrolled...); the others (contracts with
// `doubleSubmitSeconds`) give the repeat the first reply. See docs/api-primitives.md.
import { createHash, randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, type Reply } from '../support/api-client';
import { confirmInBrowser, providerCardId, signUpLearner } from '../support/checkout';
import { groupWithAdmin, uploadCertFile } from './group-fixtures';
import { subscriptionItem } from '@functions/data/learning';
import { db, tableName } from '@functions/data/table';

const stack = inject('stack');

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

type Send = () => Promise<Reply>;
/** The same request twice: one after the other, and both at once. */
const inTurn = async (send: Send) => [await send(), await send()] as const;
const atOnce = async (send: Send) => (await Promise.all([send(), send()])) as [Reply, Reply];

const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const person = (prefix: string) => ({
  firstName: 'Dee',
  lastName: 'Double',
  email: `${prefix}-${randomUUID()}@example.com`,
  password: 'Str0ngPassword',
});

/** The same browser again (same cookies and CSRF token): a double click sends both from one browser. */
function twinOf(client: ApiClient): ApiClient {
  const twin = new ApiClient(stack.url, client.ip);
  for (const [name, value] of client.cookies) twin.cookies.set(name, value);
  twin.csrfToken = client.csrfToken;
  return twin;
}

const noKey = (reply: Reply) => expect(reply.headers.get('idempotent-replayed')).toBeNull();
const sortedStatuses = (replies: readonly Reply[]) => replies.map((reply) => reply.status).sort();

describe('sign-ups: one account per email, the repeat a 422 on email (POST /api/users.json: 201 user, 422 errors)', () => {
  const taken = { status: 422, body: { errors: { email: ['Email has already been taken'] } } };

  it('POST /api/users.json', async () => {
    for (const twice of [inTurn, atOnce]) {
      const browser = new ApiClient(stack.url);
      await browser.bootstrap();
      const body = { ...person('signup'), phone: uniquePhone() };
      const twin = twinOf(browser);
      let turn = 0;
      const replies = await twice(() => (turn++ === 0 ? browser : twin).post('/api/users.json', body));
      expect(sortedStatuses(replies)).toEqual([201, 422]);
      expect(replies.find((reply) => reply.status === 422)).toMatchObject(taken);
      const login = new ApiClient(stack.url);
      await login.bootstrap();
      expect((await login.post('/api/auth/login.json', { userauth: body.email, password: body.password })).status).toBe(
        200,
      );
    }
  });

  it('POST /api/groups/signup.json {user, group}: one group with one admin', async () => {
    for (const twice of [inTurn, atOnce]) {
      const browser = new ApiClient(stack.url);
      await browser.bootstrap();
      const body = {
        user: person('group-signup'),
        group: { name: `Double ${randomUUID().replace(/[0-9-]/g, '')}`, phone: uniquePhone() },
      };
      const twin = twinOf(browser);
      let turn = 0;
      const replies = await twice(() => (turn++ === 0 ? browser : twin).post('/api/groups/signup.json', body));
      expect(sortedStatuses(replies)).toEqual([201, 422]);
      expect(replies.find((reply) => reply.status === 422)).toMatchObject(taken);
      const admin = new ApiClient(stack.url);
      await admin.signIn(body.user.email, body.user.password);
      expect((await admin.get('/api/groups/dashboard.json')).body).toMatchObject({ totalMembers: 1 });
    }
  });

  it('POST /api/users/group_signup.json {signupCode, ...}: one account, one pending join', async () => {
    for (const twice of [inTurn, atOnce]) {
      const browser = new ApiClient(stack.url);
      await browser.bootstrap();
      const body = { signupCode: 'MERCY2026', ...person('join') };
      const twin = twinOf(browser);
      let turn = 0;
      const replies = await twice(() => (turn++ === 0 ? browser : twin).post('/api/users/group_signup.json', body));
      expect(sortedStatuses(replies)).toEqual([201, 422]);
      expect(replies.find((reply) => reply.status === 422)).toMatchObject(taken);
    }
  });
});

describe('learner writes', () => {
  /** A new learner with an ACLS subscription, signed in. */
  async function subscribedLearner() {
    const { client, userId } = await signUpLearner(stack, { emailPrefix: 'double-enroll' });
    const subscriptionUuid = randomUUID();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: subscriptionItem({
          uuid: subscriptionUuid,
          userId,
          productId: 'acls-certification',
          productName: 'ACLS Certification',
          color: '#b71c1c',
          featuredUrl: null,
          courseIds: ['acls'],
          layout: 'certify',
          createdAt: new Date().toISOString(),
        }),
      }),
    );
    return { client, subscriptionUuid };
  }

  it('POST /api/user_courses.json {subscriptionUuid, courseId}: one user course; the repeat opens it (200)', async () => {
    for (const twice of [inTurn, atOnce]) {
      const { client, subscriptionUuid } = await subscribedLearner();
      const replies = await twice(() => client.post('/api/user_courses.json', { subscriptionUuid, courseId: 'acls' }));
      expect(sortedStatuses(replies)).toEqual([200, 201]);
      expect(replies[0].body.uuid).toBe(replies[1].body.uuid);
      for (const reply of replies) noKey(reply);
      const courses = (await client.get('/api/user_courses.json')).body.data as { uuid: string }[];
      expect(courses.map((course) => course.uuid)).toEqual([replies[0].body.uuid]);
    }
  });

  it('POST /api/payment_intents.json {cart} and POST /api/purchases.json {paymentIntentId, cart}: one intent, one order', async () => {
    for (const twice of [inTurn, atOnce]) {
      const browser = new ApiClient(stack.url);
      await browser.bootstrap();
      await browser.post('/api/cart/toggle_product.json', { id: 'acls-cert' });
      const { client } = await signUpLearner(stack, { client: browser, emailPrefix: 'double-buy' });
      const intents = await twice(() => client.post('/api/payment_intents.json', { cart: {} }));
      expect(sortedStatuses(intents)).toEqual([200, 200]);
      expect(intents[0].body.paymentIntentId).toBe(intents[1].body.paymentIntentId);
      expect((await confirmInBrowser(stack, intents[0].body, 'pm_card_visa')).body.status).toBe('succeeded');

      const body = { paymentIntentId: intents[0].body.paymentIntentId, cart: {} };
      const purchases = await twice(() => client.post('/api/purchases.json', body));
      // Both complete the one paid intent: whoever comes second reads the order the first wrote.
      expect(sortedStatuses(purchases)).toEqual([201, 201]);
      const orders = (await client.get('/api/orders.json')).body.data as unknown[];
      expect(orders).toHaveLength(1);
    }
  });

  it('POST /api/reviews.json {rating, comment}: one review; the repeat is the 422 a second review gets', async () => {
    for (const twice of [inTurn, atOnce]) {
      const { client } = await signUpLearner(stack, { emailPrefix: 'double-review' });
      const replies = await twice(() =>
        client.post('/api/reviews.json', { rating: 5, comment: `Great ${randomUUID()}` }),
      );
      expect(sortedStatuses(replies)).toEqual([201, 422]);
      expect(replies.find((reply) => reply.status === 422)!.body.errors.base).toEqual([
        'You have already submitted a review. Thank you!',
      ]);
    }
  });
});

describe('group writes', () => {
  const seatsOf = async (admin: ApiClient, productId: string) =>
    (
      (await admin.get('/api/groups/products.json')).body.data as {
        id: string;
        quantityPurchased: number;
        quantityUsed: number;
      }[]
    ).find((product) => product.id === productId);

  it('POST /api/groups/products/enroll.json {userId, productId}: one seat spent; the repeat is 409 already enrolled', async () => {
    for (const twice of [inTurn, atOnce]) {
      const { admin, memberIds } = await groupWithAdmin(1, { 'acls-cert': 3 });
      const replies = await twice(() =>
        admin.post('/api/groups/products/enroll.json', { userId: memberIds[0], productId: 'acls-cert' }),
      );
      expect(sortedStatuses(replies)).toEqual([201, 409]);
      expect(await seatsOf(admin, 'acls-cert')).toMatchObject({ quantityPurchased: 3, quantityUsed: 1 });
    }
  });

  it('POST /api/groups/group_onboardings.json: one quote, the repeat gets its reply', async () => {
    for (const twice of [inTurn, atOnce]) {
      const { admin } = await groupWithAdmin(0);
      const body = { onboardingProductsAttributes: [{ productId: 'acls-cert', quantity: 7 }] };
      const replies = await twice(() => admin.post('/api/groups/group_onboardings.json', body));
      expect(sortedStatuses(replies)).toEqual([201, 201]);
      expect(replies[0].body.data.id).toBe(replies[1].body.data.id);
      expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    }
  });

  it('POST /api/groups/purchases.json {cart, paymentMethodId}: one charge, one order, the seats once', async () => {
    for (const twice of [inTurn, atOnce]) {
      const { admin } = await groupWithAdmin(0);
      const paymentMethodId = await providerCardId(stack, '4242424242424242');
      expect((await admin.post('/api/groups/payment_methods.json', { paymentMethodId })).status).toBe(201);
      const body = { cart: { 'pals-cert': 2 }, paymentMethodId };
      const replies = await twice(() => admin.post('/api/groups/purchases.json', body));
      expect(sortedStatuses(replies)).toEqual([201, 201]);
      expect(replies[0].body.order.uuid).toBe(replies[1].body.order.uuid);
      const orders = (await admin.get('/api/groups/orders.json')).body.data as { uuid: string }[];
      expect(orders.map((order) => order.uuid)).toEqual([replies[0].body.order.uuid]);
      expect(await seatsOf(admin, 'pals-cert')).toMatchObject({ quantityPurchased: 2 });
    }
  });

  it('POST /api/external_certifications.json: one certification, the repeat gets its reply', async () => {
    for (const twice of [inTurn, atOnce]) {
      const { admin, memberIds } = await groupWithAdmin(1);
      const body = {
        userId: memberIds[0],
        courseExpirationGroupId: 'bls',
        expirationDate: '2031-01-15',
        ceCredits: 4,
        certFile: await uploadCertFile(admin),
      };
      const replies = await twice(() => admin.post('/api/external_certifications.json', body));
      expect(sortedStatuses(replies)).toEqual([201, 201]);
      expect(replies[0].body.data.id).toBe(replies[1].body.data.id);
      const listed = await admin.get(`/api/external_certifications.json?user_id=${memberIds[0]}`);
      expect(listed.body.data).toHaveLength(1);
    }
  });
});

describe("a content admin's creates: the same body within seconds is one item", () => {
  let admin: ApiClient;
  beforeAll(async () => {
    admin = new ApiClient(stack.url);
    await admin.signIn('admin@example.com');
    await admin.bootstrap();
  });

  /** Both replies 201 with the same item; exactly one ran (the other replayed its reply). */
  function oneItem(replies: readonly Reply[], id: (reply: Reply) => string) {
    expect(sortedStatuses(replies)).toEqual([201, 201]);
    expect(id(replies[0]!)).toBe(id(replies[1]!));
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    return id(replies[0]!);
  }

  it('POST /api/admin/question_banks.json, questions.json and answers.json', async () => {
    for (const twice of [inTurn, atOnce]) {
      const name = `Double bank ${randomUUID()}`;
      const bankId = oneItem(
        await twice(() => admin.post('/api/admin/question_banks.json', { name })),
        (reply) => reply.body.questionBank.id,
      );
      const search = await admin.get(`/api/admin/question_banks.json?search=${encodeURIComponent(name.toLowerCase())}`);
      expect(search.body.data).toHaveLength(1);

      const questionId = oneItem(
        await twice(() =>
          admin.post('/api/admin/questions.json', { content: 'Which rhythm?', questionBankId: bankId }),
        ),
        (reply) => reply.body.question.id,
      );
      expect((await admin.get(`/api/admin/question_banks/${bankId}.json`)).body.questionCount).toBe(1);

      oneItem(
        await twice(() => admin.post('/api/admin/answers.json', { content: 'Sinus', questionId })),
        (reply) => reply.body.answer.id,
      );
      expect((await admin.get(`/api/admin/answers.json?questionId=${questionId}`)).body.data).toHaveLength(1);

      // Another body is another request: it runs.
      const other = await admin.post('/api/admin/answers.json', { content: 'Asystole', questionId });
      expect(other.status).toBe(201);
      noKey(other);
    }
  });

  it('POST /api/active_folders.json and /api/active_files.json', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const twice of [inTurn, atOnce]) {
      const name = `Double folder ${randomUUID().slice(0, 8)}`;
      const folderId = oneItem(
        await twice(() => admin.post('/api/active_folders.json', { activeFolder: { name } })),
        (reply) => reply.body.activeFolder.id,
      );
      const uploaded = await admin.post('/api/direct_uploads', {
        blob: {
          filename: 'pixel.png',
          byteSize: png.length,
          contentType: 'image/png',
          checksum: createHash('md5').update(png).digest('base64'),
          serviceName: 's3_public',
        },
      });
      expect(uploaded.status).toBe(200);
      const put = await fetch(uploaded.body.direct_upload.url, {
        method: 'PUT',
        headers: uploaded.body.direct_upload.headers,
        body: new Uint8Array(png),
      });
      expect(put.status).toBe(200);
      const file = { file: uploaded.body.signed_id, fileableType: 'ActiveFolder', fileableId: folderId };
      oneItem(
        await twice(() => admin.post('/api/active_files.json', { activeFile: file })),
        (reply) => reply.body.activeFile.id,
      );
      const inside = await admin.get(`/api/active_resources.json?folderableType=ActiveFolder&folderableId=${folderId}`);
      expect(inside.body.activeFiles).toHaveLength(1);
    }
  });
});
