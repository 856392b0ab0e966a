// /group-portal/onboarding: the group admin's user guide with its FAQ; /group-portal/onboarding/quote:
// the personalized quote form.
import { Link } from 'react-router-dom';
import { SUBSCRIPTION_EXTRA_PERCENT } from '@shared/constants';
import { paths } from '@shared/paths';
import { activeTiers, TIER_PROGRESS_FULL_AT, type TierSetting } from '@shared/rules/group-pricing';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';
import { LimitedGroupOnly } from '../lib/limited-group';
import { QuoteForm } from './quote-form';
import '../group-commerce.css';

// The company's tiers (the setting the prices use), not the defaults.
const tierText = (tiers: readonly TierSetting[]) =>
  activeTiers(tiers)
    .map((t) => `${t.min}+ courses: ${t.percent}% off`)
    .join('; ');

/** The FAQ; a group with unlimited certifications buys nothing, so it gets no purchasing answers. */
const faq = (tiers: readonly TierSetting[], unlimited: boolean): { question: string; answer: string }[] => [
  ...(unlimited
    ? []
    : [
        {
          question: 'How do group discounts work?',
          answer: `Discounts grow with the courses your group buys over its lifetime, the order you are placing included: ${tierText(tiers)}. The progress bar on the purchase page is full at ${TIER_PROGRESS_FULL_AT} courses.`,
        },
        {
          question: 'What is a seat?',
          answer:
            'Each course you buy is one seat: enroll any member in it from the Members or Courses page. The seat is used when you enroll someone, and comes back to your group if you un-enroll them before they finish or remove them from the group.',
        },
        {
          question: 'How do I pay?',
          answer:
            'With a card saved under Settings → Billing, or one you add at checkout. We charge it once per order; every order has a printable receipt and a PDF under Settings → Receipts.',
        },
        {
          question: 'Can I get a quote first?',
          answer:
            'Yes: build a personalized quote with the courses and quantities you need. It is priced with your discount and you can check out from it whenever you are ready.',
        },
        {
          question: 'Is there subscription pricing?',
          answer: `Yes: subscription pricing takes an extra ${SUBSCRIPTION_EXTRA_PERCENT}% off. Tell us you are interested from the purchase page and our team will contact you.`,
        },
      ]),
  {
    question: 'How do my staff join?',
    answer:
      'Invite them by email or CSV from Members → Invite Members, or share your group signup code from the dashboard: they join at /join-group.',
  },
];

export function OnboardingPage() {
  usePageTitle('Onboarding');
  const { company, group } = useSession();
  const unlimited = group?.unlimitedCertifications ?? false;
  return (
    <div className="page prose-page">
      <Heading level={1}>Welcome to your group portal</Heading>
      <Text>{unlimited ? 'Two' : 'Three'} steps get your team certified:</Text>
      <ol className="onboarding-steps">
        {unlimited ? null : (
          <li>
            <strong>Buy seats.</strong> <Link to={paths.groupCourseSelection}>Purchase courses</Link> or{' '}
            <Link to={paths.groupOnboardingQuote}>get a personalized quote</Link>.
          </li>
        )}
        <li>
          <strong>Add your team.</strong> <Link to={paths.groupMembersInvite}>Invite members</Link> by email or CSV.
        </li>
        <li>
          <strong>Enroll and follow up.</strong> {unlimited ? 'Enroll members' : 'Assign seats'} from{' '}
          <Link to={paths.groupMembers}>Members</Link> and watch expirations on{' '}
          <Link to={paths.groupCompliance}>Compliance</Link>.
        </li>
      </ol>
      <Heading level={2}>Frequently asked questions</Heading>
      <div className="faq">
        {faq(company.groupDiscount.discountTiers, unlimited).map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

export function OnboardingQuotePage() {
  usePageTitle('My Personalized Quote');
  return (
    <LimitedGroupOnly otherwise={paths.groupMembers}>
      <div className="page group-purchase">
        <Heading level={1}>My Personalized Quote</Heading>
        <Text>Choose courses and how many seats of each your team needs; we price them with your group discount.</Text>
        <QuoteForm />
      </div>
    </LimitedGroupOnly>
  );
}
