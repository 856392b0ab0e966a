// A learner due for auto-renewal, for the renewal API and e2e tests: an account with a saved default
// card (saved as the browser saves one: a SetupIntent, 3-D Secure answered at the stand-in's bank page)
// and a passed BLS course whose provider card, with auto-renew on, expires in 30 days.
import { randomUUID } from 'node:crypto';
import { putItems } from '@functions/data/catalog';
import { latestPointerItem, subscriptionItem, userCourseItem, type UserCourse } from '@functions/data/learning';
import { providerCardItem } from '@functions/data/provider-cards';
import { DEFAULT_TIME_ZONE } from '@functions/domain/company/company-settings';
import { seedCourses } from '@infra/local/seed/catalog/index';
import { addDays, addYears, localDate } from '@shared/rules/dates';
import { ApiClient } from './api-client';
import { stripeFromBrowser } from './checkout';

const bls = seedCourses.find((c) => c.id === 'bls')!;

interface Stack {
  url: string;
  env: Record<string, string>;
}

export type TestCard = 'pm_card_visa' | 'pm_card_chargeCustomerFail' | 'pm_card_authenticationRequired';

/** Saves a card as the learner's browser does (a SetupIntent; 3-D Secure answered at the bank page); returns its id. */
export async function saveLearnerCard(stack: Stack, client: ApiClient, card: TestCard): Promise<string> {
  const setup = await client.post('/api/payment_methods/create_setup_intent.json');
  const path = `/v1/setup_intents/${setup.body.clientSecret.split('_secret_')[0]}/confirm`;
  const confirmed = await stripeFromBrowser(stack, path, {
    payment_method: card,
    client_secret: setup.body.clientSecret,
    return_url: `${stack.url}/billing/payment-method/update`,
  });
  if (confirmed.body.status === 'requires_action')
    await fetch(confirmed.body.next_action.redirect_to_url.url, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    });
  return confirmed.body.payment_method as string;
}

/** A learner with a saved default card and a BLS card (auto-renew on) that expires in 30 days. */
export async function learnerDueForRenewal(stack: Stack, card: TestCard | null, subscription?: { forLife: boolean }) {
  const client = new ApiClient(stack.url);
  await client.bootstrap();
  const email = `renew-${randomUUID()}@example.com`;
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const created = await client.post(
    '/api/users.json',
    { firstName: 'Rene', lastName: 'Wal', email, phone, password: 'Password123!' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  const userId = created.body.user.id as string;
  if (card) {
    await saveLearnerCard(stack, client, card);
    // The setup_intent.succeeded webhook makes the first saved card the default.
    for (
      let i = 0;
      i < 100 && !(await client.get('/api/payment_methods/default_payment_method.json')).body.paymentMethod;
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
  }
  const today = localDate(new Date(), DEFAULT_TIME_ZONE);
  const expiresOn = addDays(today, 30);
  const passedOn = addYears(expiresOn, -2);
  const uuid = randomUUID();
  const cardId = `BLS-${passedOn.slice(0, 4)}-${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const subscriptionUuid = subscription ? randomUUID() : null;
  if (subscriptionUuid) {
    await putItems([
      {
        ...subscriptionItem({
          uuid: subscriptionUuid,
          userId,
          productId: 'bls-cert',
          productName: 'BLS Certification For Life',
          color: '#000',
          featuredUrl: null,
          courseIds: ['bls'],
          layout: 'certify',
          createdAt: new Date().toISOString(),
        }),
        forLife: subscription!.forLife,
      },
    ]);
  }
  const course: UserCourse = {
    uuid,
    userId,
    courseId: 'bls',
    examType: 'Certification',
    subscriptionUuid,
    status: 'passed',
    createdAt: `${passedOn}T10:00:00.000Z`,
    sections: bls.sections.map((s, i) => ({
      uuid: `${uuid}_${i + 1}`,
      sectionId: s.id,
      position: i + 1,
      completedAt: `${passedOn}T11:00:00.000Z`,
    })),
    userExamUuid: randomUUID(),
    examProgress: 100,
    scoredAt: `${passedOn}T12:00:00.000Z`,
    passedAt: `${passedOn}T12:00:00.000Z`,
    passedOn,
    issuedOn: passedOn,
    expirationDate: expiresOn,
    providerCardId: cardId,
    manuallyConfirmed: true,
    autoRenew: true,
  };
  await putItems([
    userCourseItem(course),
    latestPointerItem(course),
    providerCardItem({
      id: cardId,
      userId,
      userCourseUuid: uuid,
      courseName: bls.title,
      holderFirstName: 'Rene',
      holderLastName: 'Wal',
      issuedOn: passedOn,
      expiresOn,
      verificationToken: randomUUID(),
      revokedAt: null,
    }),
  ]);
  return { client, userId, email, userCourseUuid: uuid, today };
}
