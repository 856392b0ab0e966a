// @vitest-environment happy-dom
// The onboarding guide: the discount answer lists the company's tiers (the setting prices use, sorted,
// zero-percent tiers left out), and a group with unlimited certifications sees no purchasing pieces.
import { afterEach, expect, it } from 'vitest';
import type { Bootstrap } from '@web/lib/session';
import { OnboardingPage } from '@web/features/group-commerce/pages/onboarding-pages';
import { bootstrapData, company, renderRoutes, user, type Rendered } from '../support/dom';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const group = (unlimitedCertifications: boolean): NonNullable<Bootstrap['group']> =>
  ({
    id: 'g1',
    name: 'Mercy',
    purchased: true,
    hasPurchased: true,
    unlimitedCertifications,
    notificationsEnabled: false,
    groupOnboardingId: null,
  }) as NonNullable<Bootstrap['group']>;

const session = (unlimited: boolean) =>
  bootstrapData({
    currentUser: user({ groupAdmin: true, groupId: 'g1' }),
    group: group(unlimited),
    company: {
      ...company,
      groupDiscount: {
        discountTiers: [
          { id: 't2', min: 20, max: null, percent: 40 },
          { id: 't0', min: 1, max: 4, percent: 0 },
          { id: 't1', min: 8, max: 19, percent: 12 },
        ] as Bootstrap['company']['groupDiscount']['discountTiers'],
      },
    },
  });

it("states the company's tiers, sorted, without the zero-percent one", async () => {
  view = await renderRoutes(
    [{ path: '/group-portal/onboarding', element: <OnboardingPage /> }],
    '/group-portal/onboarding',
    session(false),
  );
  const text = view.container.textContent ?? '';
  expect(text).toContain('8+ courses: 12% off; 20+ courses: 40% off.');
  expect(text).not.toContain('1+ courses');
  expect(text).toContain('Buy seats.');
  expect(text).toContain('How do I pay?');
});

it('shows an unlimited group no purchasing step or answers', async () => {
  view = await renderRoutes(
    [{ path: '/group-portal/onboarding', element: <OnboardingPage /> }],
    '/group-portal/onboarding',
    session(true),
  );
  const text = view.container.textContent ?? '';
  expect(text).toContain('Two steps get your team certified');
  expect(text).toContain('Enroll members from');
  for (const gone of [
    'Buy seats.',
    'How do group discounts work?',
    'What is a seat?',
    'How do I pay?',
    'Can I get a quote first?',
    'Is there subscription pricing?',
  ])
    expect(text).not.toContain(gone);
  expect(text).toContain('How do my staff join?');
});
