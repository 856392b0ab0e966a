// The pages the web budget is measured on, made real through the API of a fresh local stack: a
// signed-in learner (their session cookies are put into the browser for the page), the course
// player of a user course they enrolled in, the exam drawn when its last section completes, and
// the public verification link (card id + token) of the learner's seeded card.
import { randomUUID } from 'node:crypto';
import { href, paths } from '@shared/paths';
import { LEARNER_ACLS_SUBSCRIPTION, LEARNER_BLS_CARD } from '@infra/local/seed/learner-history';
import { ApiClient } from '../support/api-client';
import type { StackInfo } from '../support/local-stack';
import type { PageKind } from './web-budgets';

export interface BenchPage {
  name: string;
  path: string;
  kind: PageKind;
  /** The browser's cookies for the page (the signed-in session's); none for public pages. */
  cookies: Record<string, string>;
}

export async function prepareBenchPages(stack: StackInfo): Promise<BenchPage[]> {
  const learner = new ApiClient(stack.url);
  await learner.signIn('learner@example.com');
  await learner.bootstrap(); // the CSRF token of the new session
  const session = Object.fromEntries(learner.cookies);

  const enrolled = await learner.request(
    'POST',
    '/api/user_courses.json',
    { courseId: 'acls', subscriptionUuid: LEARNER_ACLS_SUBSCRIPTION },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  if (enrolled.status !== 201 && enrolled.status !== 200)
    throw new Error(`Enrollment failed: ${enrolled.status} ${JSON.stringify(enrolled.body)}`);
  const userCourseUuid: string = enrolled.body.uuid;
  const sections = await learner.get(`/api/user_course_sections.json?user_course_uuid=${userCourseUuid}`);
  const sectionUuids: string[] = sections.body.data.map((section: { uuid: string }) => section.uuid);
  let userExamUuid: string | null = null;
  for (const uuid of sectionUuids) {
    const completed = await learner.patch(`/api/user_course_sections/${uuid}.json`, { completed: true });
    if (completed.status !== 200) throw new Error(`Completing section ${uuid} failed: ${completed.status}`);
    userExamUuid = completed.body.userCourse?.userExamUuid ?? userExamUuid;
  }
  if (!userExamUuid) throw new Error('Completing every section drew no exam');
  // The checkout needs a product in the cart (an empty cart goes back to /cart).
  const added = await learner.post('/api/cart/toggle_product.json', { id: 'pals-cert' });
  if (added.status !== 200) throw new Error(`Adding to the cart failed: ${added.status}`);

  return [
    { name: '/login', path: paths.login, kind: 'public', cookies: {} },
    { name: '/verify/{cardId}?token=…', path: await verificationPath(stack), kind: 'public', cookies: {} },
    { name: '/dashboard', path: paths.dashboard, kind: 'signed-in', cookies: session },
    {
      name: 'course player',
      path: href(paths.coursePlayer, { userCourseUuid, sectionUuid: sectionUuids[0]! }),
      kind: 'signed-in',
      cookies: session,
    },
    {
      name: 'exam in progress',
      path: href(paths.examInProgress, { userExamUuid }),
      kind: 'signed-in',
      cookies: session,
    },
    // Local card fields here; Stripe Elements is a lazy chunk loaded only when bootstrap says 'stripe'.
    { name: '/checkout', path: paths.checkout, kind: 'signed-in', cookies: session },
  ];
}

/** The link on the seeded card's QR code (its token is random per seed, so it is read back). */
async function verificationPath(stack: StackInfo): Promise<string> {
  Object.assign(process.env, stack.env);
  const [{ getProviderCard }, { verifyUrl }] = await Promise.all([
    import('@functions/data/provider-cards'),
    import('@functions/domain/credentials/verify-url'),
  ]);
  const card = await getProviderCard(LEARNER_BLS_CARD);
  if (!card) throw new Error(`Seeded card ${LEARNER_BLS_CARD} not found`);
  const url = new URL(verifyUrl(card));
  return `${url.pathname}${url.search}`;
}
