// Employer notification (SES email in the local outbox, a public page that answers only for
// notified exams, the card PDF for the employer) and mailed cards (queued for an operator).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, outboxEmails } from '../support/api-client';

const stack = inject('stack');
const BLS_USER_COURSE = '8e2f4a61-7c3b-4d9e-a1f5-2b6c8d0e4f17';
const employerEmail = `hr-${randomUUID().slice(0, 8)}@mercy.example`;
const CONTACT = {
  firstName: 'Helen',
  lastName: 'Ramos',
  email: employerEmail,
  company: 'Mercy General Hospital',
  phone: '(555) 555-0199',
  department: 'Nursing',
};
const ADDRESS = { street: '12 Harbor Way', street2: 'Apt 4', city: 'Tampa', state: 'FL', zip: '33602' };

let learner: ApiClient;
let examUuid: string;

async function signedIn(email: string) {
  const client = new ApiClient(stack.url);
  await client.signIn(email);
  await client.bootstrap();
  return client;
}

beforeAll(async () => {
  learner = await signedIn('learner@example.com');
  examUuid = (await learner.get(`/api/user_courses/${BLS_USER_COURSE}.json`)).body.userExamUuid;
});

describe('employer notification', () => {
  it('answers 422 per contact field', async () => {
    const reply = await learner.post(`/api/user_exams/${examUuid}/employer_notification`, {
      firstName: '',
      email: 'nope',
      phone: '12',
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.errors).sort()).toEqual(['company', 'email', 'firstName', 'lastName', 'phone']);
    expect(reply.body.errors.email).toEqual(['Email is invalid']);
  });

  it("is a 404 for another learner's exam, and the public page is a 404 before any notification", async () => {
    const other = await signedIn('member@example.com');
    expect((await other.post(`/api/user_exams/${examUuid}/employer_notification`, CONTACT)).status).toBe(404);
    const anonymous = new ApiClient(stack.url);
    expect((await anonymous.get(`/api/employer_notifications/${examUuid}`)).status).toBe(404);
    expect((await anonymous.get(`/api/employer_notifications/${randomUUID()}`)).status).toBe(404);
    expect((await anonymous.get(`/api/employer_notifications/${examUuid}/provider_card.pdf`)).status).toBe(404);
  });

  it('sends exactly one email when notifications race, and marks the exam notified', async () => {
    const replies = await Promise.all(
      [0, 1, 2].map(() => learner.post(`/api/user_exams/${examUuid}/employer_notification`, CONTACT)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const sent = replies.find((r) => r.status === 200)!;
    expect(sent.body.userExam.employerNotified).toBe(true);
    expect(sent.body.toaster.message).toBe('Your employer has been notified.');
    expect(replies.find((r) => r.status === 422)!.body.errors.base).toEqual([
      'Your employer has already been notified about this card.',
    ]);
    const emails = await outboxEmails(stack, employerEmail);
    expect(emails).toHaveLength(1);
    // The learner's current names (another test may have confirmed a card under a new last name).
    const me = (await learner.get('/api/bootstrap.json')).body.currentUser;
    expect(emails[0]!.subject).toBe(`${me.firstName} ${me.lastName} is now BLS certified`);
    expect(emails[0]!.html).toContain(`/employer-notification/${examUuid}`);
  });

  it('opens the emailed link without an account, with the card to download', async () => {
    const anonymous = new ApiClient(stack.url);
    const page = await anonymous.get(`/api/employer_notifications/${examUuid}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      firstName: 'Lena',
      lastName: 'Learner',
      courseType: 'BLS',
      providerCardId: expect.stringMatching(/^BLS-/),
      userCourseUuid: BLS_USER_COURSE,
      employer: { firstName: 'Helen', company: 'Mercy General Hospital' },
    });
    expect(JSON.stringify(page.body)).not.toContain('learner@example.com');
    const card = await anonymous.request('GET', page.body.providerCardUrl);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('application/pdf');
  });

  it('limits the public page per IP', async () => {
    const prober = new ApiClient(stack.url);
    let last = 0;
    for (let i = 0; i < 62; i += 1) last = (await prober.get(`/api/employer_notifications/${randomUUID()}`)).status;
    expect(last).toBe(429);
  });
});

describe('mail request', () => {
  it('answers 422 per address field', async () => {
    const reply = await learner.post(`/api/user_exams/${examUuid}/mail_request`, {
      street: '',
      city: '',
      state: 'Florida',
      zip: '3',
    });
    expect(Object.keys(reply.body.errors).sort()).toEqual(['city', 'state', 'street', 'zip']);
    expect(
      (await learner.post(`/api/user_exams/${examUuid}/mail_request`, { ...ADDRESS, state: 'ZZ' })).body.errors,
    ).toEqual({ state: ['State must be a US state'] });
  });

  it('queues one request when requests race; the queue refuses the rest on directMailerQueue', async () => {
    const replies = await Promise.all(
      [0, 1, 2].map(() => learner.post(`/api/user_exams/${examUuid}/mail_request`, ADDRESS)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(replies.find((r) => r.status === 200)!.body.userExam.mailRequestAt).toEqual(expect.any(String));
    expect(replies.find((r) => r.status === 422)!.body.errors).toEqual({
      directMailerQueue: ['A mail request was already sent for this card.'],
    });
  });

  it('lists the queued item for an operator (content admin) only', async () => {
    const admin = await signedIn('admin@example.com');
    const queue = await admin.get('/api/mail_requests.json');
    expect(queue.status).toBe(200);
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({
        status: 'queued',
        learnerName: expect.stringMatching(/^Lena /),
        courseName: 'Basic Life Support',
        address: { ...ADDRESS },
      }),
    );
    expect((await learner.get('/api/mail_requests.json')).status).toBe(403);
  });
});
