// The spec is the floor of the API: nothing a client sends is silently dropped (an unknown body field
// is a 422 naming it; the spec's bracket cart map is read like our JSON one), and the fields the spec
// names carry real values (sections' uuid and attachedThumbnail, courseBlankProviderCard.url).
// Double submits without an Idempotency-Key: tests/api/double-submits.test.ts; direct uploads without
// `use`: tests/api/uploads-direct.test.ts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SECTION_SANITIZER_VERSION } from '@shared/rules/section-html';
import { ApiClient } from '../support/api-client';
import { signUpLearner } from '../support/checkout';
import { groupWithAdmin } from './group-fixtures';

const stack = inject('stack');
const UNKNOWN = ['is not a field of this request'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(() => {
  Object.assign(process.env, stack.env);
});

describe('PATCH /api/users/{id}.json with the whole User object read before', () => {
  it('changes what was changed; what only echoes is ignored; a read-only field changed is named', async () => {
    const { client, userId } = await signUpLearner(stack, { emailPrefix: 'echo' });
    const read = (await client.get('/api/bootstrap.json')).body.currentUser;
    const saved = await client.patch(`/api/users/${userId}.json`, {
      user: { ...read, firstName: 'Echo', city: 'Tampa' },
    });
    expect(saved).toMatchObject({ status: 200, body: { user: { ...read, firstName: 'Echo', city: 'Tampa' } } });
    const refused = await client.patch(`/api/users/${userId}.json`, {
      user: { ...saved.body.user, lastName: 'Changed', status: 'inactive', groupId: 'someone-elses' },
    });
    expect(refused).toEqual(
      expect.objectContaining({
        status: 422,
        body: { errors: { status: ["can't be changed here"], groupId: ["can't be changed here"] } },
      }),
    );
    expect((await client.get('/api/bootstrap.json')).body.currentUser).toMatchObject({
      lastName: read.lastName,
      status: read.status,
      groupId: null,
    });
  });

  it('a masked SSN sent back is no change; a group admin may send back a member as read', async () => {
    const { client, userId } = await signUpLearner(stack, { emailPrefix: 'echo-ssn' });
    const withSsn = await client.patch(`/api/users/${userId}.json`, { user: { ssn: '123456789' } });
    expect(withSsn.body.user.ssn).toBe('*****6789');
    const echoed = await client.patch(`/api/users/${userId}.json`, { user: { ...withSsn.body.user, city: 'Ocala' } });
    expect(echoed).toMatchObject({ status: 200, body: { user: { ssn: '*****6789', city: 'Ocala' } } });

    const { admin, memberIds } = await groupWithAdmin(1);
    const member = await admin.patch(`/api/users/${memberIds[0]}.json`, { user: { title: 'RN' } });
    expect(member.status).toBe(200);
    const renamed = await admin.patch(`/api/users/${memberIds[0]}.json`, {
      user: { ...member.body.user, firstName: 'Mona', mfaRequired: !member.body.user.mfaRequired },
    });
    expect(renamed).toMatchObject({ status: 200, body: { user: { firstName: 'Mona', title: 'RN' } } });
  });
});

describe('unknown body fields are a 422 naming each one, and nothing is written', () => {
  it('at the top of a body, inside a nested object, and in the nested bodies the domain checks', async () => {
    const browser = new ApiClient(stack.url);
    await browser.bootstrap();
    const email = `unknown-${randomUUID()}@example.com`;
    const person = { firstName: 'Una', lastName: 'Known', email, phone: '+15550001234', password: 'Str0ngPassword' };
    expect(await browser.post('/api/users.json', { ...person, nickname: 'Unny' })).toEqual(
      expect.objectContaining({ status: 422, body: { errors: { nickname: UNKNOWN } } }),
    );
    const login = await browser.post('/api/auth/login.json', { userauth: email, password: 'Str0ngPassword' });
    expect(login.status).not.toBe(200);

    const { client, userId } = await signUpLearner(stack, { emailPrefix: 'unknown' });
    expect(
      await client.post('/api/direct_uploads', {
        blob: {
          filename: 'a.pdf',
          byteSize: 10,
          contentType: 'application/pdf',
          checksum: 'AAAAAAAAAAAAAAAAAAAAAA==',
          colour: 'red',
        },
      }),
    ).toMatchObject({ status: 422, body: { errors: { 'blob.colour': UNKNOWN } } });
    expect(await client.patch(`/api/users/${userId}.json`, { user: { firstName: 'Una', nickname: 'Unny' } })).toEqual(
      expect.objectContaining({ status: 422, body: { errors: { nickname: UNKNOWN } } }),
    );
    expect((await client.get('/api/bootstrap.json')).body.currentUser.firstName).toBe('Bea');
    expect(
      await client.post('/api/state_licenses.json', {
        license: 'RN12345',
        state_id: 'FL',
        profession_id: 'rn',
        expires: '2030-01-01',
      }),
    ).toEqual(expect.objectContaining({ status: 422, body: { errors: { expires: UNKNOWN } } }));
    expect((await client.get('/api/state_licenses.json')).body).toEqual({ data: [] });
  });
});

describe("the group cart's map in the spec's bracket form (GET /api/groups/cart.json?cart[acls-cert]=3)", () => {
  it('is read like the JSON form; both at once, or a seat count that is not a whole number, is a 422 on cart', async () => {
    const { admin } = await groupWithAdmin(0);
    const json = await admin.get(
      `/api/groups/cart.json?cart=${encodeURIComponent(JSON.stringify({ 'acls-cert': 3, 'bls-cert': 2 }))}`,
    );
    expect(json.status).toBe(200);
    const brackets = await admin.get('/api/groups/cart.json?cart[acls-cert]=3&cart[bls-cert]=2');
    expect(brackets).toMatchObject({ status: 200, body: json.body });
    expect(brackets.body).toMatchObject({ quantity: 5 });
    const encoded = await admin.get('/api/groups/cart.json?cart%5Bacls-cert%5D=3&cart%5Bbls-cert%5D=2');
    expect(encoded.body).toEqual(json.body);

    const both = await admin.get(
      `/api/groups/cart.json?cart=${encodeURIComponent('{"acls-cert":1}')}&cart[bls-cert]=2`,
    );
    expect(both).toMatchObject({ status: 422, body: { errors: { cart: [expect.stringMatching(/given twice/)] } } });
    for (const bad of ['cart[acls-cert]=three', 'cart[acls-cert]=-1', 'cart[acls-cert]=1.5'])
      expect(await admin.get(`/api/groups/cart.json?${bad}`), bad).toMatchObject({
        status: 422,
        body: { errors: { cart: ['is not a valid cart'] } },
      });

    const quote = await admin.post('/api/groups/group_onboardings.json', {
      onboardingProductsAttributes: [{ productId: 'acls-cert', quantity: 6 }],
    });
    expect(quote.status).toBe(201);
    expect(
      (await admin.get(`/api/groups/group_onboardings/${quote.body.data.id}/cart.json?cart[acls-cert]=2`)).body,
    ).toMatchObject({ quantity: 2 });
  });
});

describe('sections carry a uuid and attachedThumbnail', () => {
  it('a stable uuid per section, and the first image of its content once the admin saves one (else null)', async () => {
    const { putItems, courseItem, sectionItem } = await import('@functions/data/catalog');
    const { subscriptionItem } = await import('@functions/data/learning');
    const courseId = `spec-floor-${randomUUID().slice(0, 8)}`;
    const section = (position: number) => ({
      id: `${courseId}-s${position}`,
      courseId,
      position,
      title: `Section ${position}`,
      about: '',
      duration: 5,
      content: '<p>Words only.</p>',
      contentSanitizer: SECTION_SANITIZER_VERSION,
      thumbnailUrl: null,
    });
    await putItems([
      courseItem({
        id: courseId,
        courseType: 'BLS',
        title: 'Spec floor course',
        subtitle: '',
        shortDescription: '',
        description: '',
        targetAudience: '',
        learningObjectives: [],
        creditHours: 1,
        color: '#0b5cab',
        thumbnailUrl: null,
        featuredUrl: null,
        categories: [],
        authors: [],
        approvalEntities: [],
        disclosures: '',
        productIds: [],
        questionBankId: 'acls-bank',
        questionsPerExam: 10,
        passingScore: 80,
        sectionCount: 2,
      }),
      sectionItem(section(1)),
      sectionItem(section(2)),
    ]);
    const { client, userId } = await signUpLearner(stack, { emailPrefix: 'sections' });
    const subscriptionUuid = randomUUID();
    await putItems([
      subscriptionItem({
        uuid: subscriptionUuid,
        userId,
        productId: 'bls-certification',
        productName: 'Spec floor',
        color: '#0b5cab',
        featuredUrl: null,
        courseIds: [courseId],
        layout: 'certify',
        createdAt: new Date().toISOString(),
      }),
    ]);

    const listed = await client.get(`/api/course_sections.json?course_id=${courseId}`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: `${courseId}-s1`,
        uuid: expect.stringMatching(UUID),
        attachedThumbnail: { url: null },
      }),
      expect.objectContaining({
        id: `${courseId}-s2`,
        uuid: expect.stringMatching(UUID),
        attachedThumbnail: { url: null },
      }),
    ]);
    expect(listed.body.data[0].uuid).not.toBe(listed.body.data[1].uuid);
    expect((await client.get(`/api/course_sections.json?course_id=${courseId}`)).body).toEqual(listed.body);

    const admin = new ApiClient(stack.url);
    await admin.signIn('admin@example.com');
    await admin.bootstrap();
    const saved = await admin.patch(`/api/course_sections/${courseId}-s2.json`, {
      courseId,
      content:
        '<p>See the chart.</p><img alt="Chart" src="https://cdn.example/chart.png?w=1&h=2"><img src="https://cdn.example/b.png">',
    });
    expect(saved.status).toBe(200);
    const thumbnail = 'https://cdn.example/chart.png?w=1&h=2';
    expect(
      (await client.get(`/api/course_sections.json?course_id=${courseId}`)).body.data[1].attachedThumbnail,
    ).toEqual({
      url: thumbnail,
    });

    const enrolled = await client.post('/api/user_courses.json', { courseId, subscriptionUuid });
    expect(enrolled.status).toBe(201);
    const own = await client.get(`/api/user_course_sections.json?user_course_uuid=${enrolled.body.uuid}`);
    expect(own.body.data.map((row: { attachedThumbnail: unknown }) => row.attachedThumbnail)).toEqual([
      { url: null },
      { url: thumbnail },
    ]);
    const second = await client.get(`/api/user_course_sections/${own.body.data[1].uuid}.json`);
    expect(second.body.attachedThumbnail).toEqual({ url: thumbnail });
  });
});

describe("courseBlankProviderCard.url: the course's card without a holder", () => {
  it("is on a learner's exam, and serves the blank card PDF to anyone; an unknown course is a 404", async () => {
    const learner = new ApiClient(stack.url);
    await learner.signIn('learner@example.com');
    const courses = (await learner.get('/api/user_courses.json')).body.data as {
      courseId: string;
      userExamUuid: string | null;
    }[];
    const withExam = courses.find((course) => course.userExamUuid)!;
    const exam = await learner.get(`/api/user_exams/${withExam.userExamUuid}.json`);
    const url = `/api/courses/${withExam.courseId}/blank_provider_card.pdf`;
    expect(exam.body.courseBlankProviderCard).toEqual({ url });

    const anyone = new ApiClient(stack.url);
    const card = await fetch(`${stack.url}${url}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('application/pdf');
    expect(card.headers.get('cache-control')).toBe('public, max-age=3600'); // cached at the edge too
    expect(
      Buffer.from(await card.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect((await anyone.get('/api/courses/no-such-course/blank_provider_card.pdf')).status).toBe(404);
  });
});
