// /terms-of-service
import { Link } from 'react-router-dom';
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_REWARD_DOLLARS } from '@shared/constants';
import { paths } from '@shared/paths';
import { LegalDocument } from '../components/legal-document';

export function TermsOfServicePage() {
  return (
    <LegalDocument title="Terms of Service">
      {(company) => (
        <>
          <p>
            These terms are the agreement between you and {company} for the use of our website, courses, exams, provider
            cards and continuing-education certificates. By creating an account or buying a course you accept them.
          </p>

          <h2>1. Your account</h2>
          <p>
            You must give accurate information, keep your sign-in details to yourself and tell us promptly if you think
            someone else has used your account. Certifications are personal: the person who takes the course and exam
            must be the person named on the card.
          </p>

          <h2>2. Courses, exams and certification</h2>
          <ul>
            <li>
              Each course is made of sections you complete in order; the exam opens once every section is complete.
            </li>
            <li>You may retake an exam as many times as you need, at no extra cost.</li>
            <li>
              When you pass, you confirm the name and issue date for your provider card. A card is valid for two years
              from its issue date, and your renewal date is two years after you pass.
            </li>
            <li>
              Courses that award continuing education also require a short evaluation before the certificate can be
              downloaded. See <Link to={paths.cmeAccreditation}>CME Accreditation</Link>.
            </li>
          </ul>

          <h2>3. Our acceptance guarantee</h2>
          <p className="highlight">
            We guarantee 100% employer acceptance of the certifications you earn with us, or your money back. If your
            employer does not accept a provider card you earned through {company}, contact us within 60 days of passing,
            with the employer's decision in writing, and we will refund what you paid for that course in full.
          </p>

          <h2>4. Prices and payment</h2>
          <p>
            Prices are shown in US dollars before you pay, and shipping of mailed cards is always free. Payments are
            processed by our payment provider; we keep only the details needed to show you which card is on file. Group
            and volume discounts are applied as shown in the cart.
          </p>
          <p>
            <strong>For Life</strong> purchases are paid once and include the recertification course and exam every two
            years for as long as we offer that course, with a reminder email before each renewal is due.
          </p>
          <p>
            If you turn on automatic renewal, the <Link to={paths.autoRenewalTerms}>Automatic Renewal Terms</Link> also
            apply.
          </p>

          <h2>5. Refunds</h2>
          <p>
            Apart from the guarantee above, you may ask for a refund of a course you have not started within 30 days of
            buying it. Courses that have been completed, or whose exam has been passed, are not refundable except under
            the guarantee.
          </p>

          <h2>6. Referrals and reviews</h2>
          <p>
            When a colleague you refer makes their first purchase, they save {REFERRAL_DISCOUNT_PERCENT}% and you earn $
            {REFERRAL_REWARD_DOLLARS} in cash. Rewards are not available for referring yourself or for accounts created
            only to collect a reward. Learners who leave an honest review receive 10% off their next certification,
            whatever their rating.
          </p>

          <h2>7. Group accounts</h2>
          <p>
            Organisations may buy courses for their members. The group administrator can enroll members and see their
            progress and certification status. Courses bought by a group belong to the group until they are assigned.
          </p>

          <h2>8. Acceptable use</h2>
          <p>
            Do not share exam content, let someone else take a course or exam for you, interfere with the service or use
            it to break the law. We may suspend accounts that do, and cancel certifications obtained dishonestly.
          </p>

          <h2>9. Our content</h2>
          <p>
            Course materials are owned by {company} or its licensors and are licensed to you for personal study only.
            Course content supports, and does not replace, professional judgement or hands-on skills verification your
            employer or board may require.
          </p>

          <h2>10. Liability</h2>
          <p>
            We work hard to keep the service available and accurate, but provide it as is. To the extent the law allows,
            our total liability to you is limited to the amount you paid us in the twelve months before the claim.
            Nothing in these terms limits rights you have under consumer-protection law.
          </p>

          <h2>11. Changes</h2>
          <p>
            We may update these terms; we will give you notice of material changes before they apply. If you do not
            agree to a change, you may close your account and any unused course will be refunded.
          </p>

          <h2>12. Contact</h2>
          <p>Questions about these terms can be sent to our support team through the Help link in your account menu.</p>
        </>
      )}
    </LegalDocument>
  );
}
