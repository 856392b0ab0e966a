// /help: the app's own help page when no external help centre is configured (lib/help-url.ts):
// answers to the questions learners ask most, and how to reach support (company.support, from the
// deploy configuration: email, phone and hours, each only when configured; no contact block at all
// when neither an email nor a phone is).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  AUTO_RENEW_DISCOUNT_PERCENT,
  REFERRAL_DISCOUNT_PERCENT,
  REFERRAL_REWARD_DOLLARS,
  REVIEW_REWARD_PERCENT,
} from '@shared/constants';
import { paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { usePageTitle } from '@web/components/page-title';
import { useSession } from '@web/lib/session';
import '../help.css';

const FAQ: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'How do I start a course?',
    answer: (
      <>
        Buy it under <Link to={paths.cart}>Purchase Courses</Link>, then open{' '}
        <Link to={paths.dashboard}>My Learning</Link> and choose Start Class. Your progress is saved after every
        section, so you can stop and resume at any time.
      </>
    ),
  },
  {
    question: 'When can I take the exam, and can I retake it?',
    answer:
      'The exam opens once every section of the course is complete. You can retake it as many times as you need, at no extra cost.',
  },
  {
    question: 'Where is my provider card?',
    answer: (
      <>
        After you pass, confirm the name and issue date for your card; it is then ready to download from the course's
        Resources on <Link to={paths.dashboard}>My Learning</Link>. A card is valid for two years from its issue date.
      </>
    ),
  },
  {
    question: 'How do I claim continuing education (CE) credit?',
    answer: (
      <>
        Open <Link to={paths.manageCe}>Manage CE</Link> and choose Claim CE Credit on the course: confirm the details
        the accreditors need, choose the certificates you want, complete the short evaluation, then download your
        certificates.
      </>
    ),
  },
  {
    question: 'How do I let my employer know I am certified?',
    answer: (
      <>
        Use Notify Employer on <Link to={paths.manageCe}>Manage CE</Link>. Your employer gets an email with a link to
        your card, and can check it online without an account.
      </>
    ),
  },
  {
    question: 'How does auto-renewal work?',
    answer: (
      <>
        With auto-renewal on, your next certification is bought for you before your card expires, at{' '}
        {AUTO_RENEW_DISCOUNT_PERCENT}% off. You can turn it off at any time under{' '}
        <Link to={paths.billingAutoRenewals}>Billing, Auto-Renewals</Link>.
      </>
    ),
  },
  {
    question: 'What do referrals and reviews earn me?',
    answer: (
      <>
        Colleagues you refer get {REFERRAL_DISCOUNT_PERCENT}% off, and you earn ${REFERRAL_REWARD_DOLLARS} for each one
        who signs up (see <Link to={paths.referrals}>Referrals</Link>). Reviewing a course you passed earns{' '}
        {REVIEW_REWARD_PERCENT}% off your next course.
      </>
    ),
  },
  {
    question: 'What if my employer does not accept my card?',
    answer: (
      <>
        Our acceptance guarantee gives your money back; the <Link to={paths.termsOfService}>Terms of Service</Link>{' '}
        explain how to claim it.
      </>
    ),
  },
];

export function HelpPage() {
  usePageTitle('Help');
  const { company } = useSession();
  const support = company.support;
  const hasContact = Boolean(support?.email || support?.phone);
  return (
    <article className="page help-page">
      <Heading level={1}>Help</Heading>
      <Text>
        Answers to common questions about {company.name}
        {hasContact ? ', and how to reach our support team' : ''}.
      </Text>

      <section className="help-faq" aria-labelledby="help-faq-title">
        <Heading level={2} id="help-faq-title">
          Frequently asked questions
        </Heading>
        {FAQ.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </section>

      {hasContact ? (
        <section className="help-contact" aria-labelledby="help-contact-title">
          <Heading level={2} id="help-contact-title">
            Contact us
          </Heading>
          <dl>
            {support?.email ? (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${support.email}`}>{support.email}</a>
                </dd>
              </>
            ) : null}
            {support?.phone ? (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</a>
                </dd>
              </>
            ) : null}
            {support?.hours ? (
              <>
                <dt>Hours</dt>
                <dd>{support.hours}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
    </article>
  );
}
