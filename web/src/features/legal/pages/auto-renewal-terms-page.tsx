// /automatic-renewal-terms-and-conditions
import { Link } from 'react-router-dom';
import { AUTO_RENEW_DISCOUNT_PERCENT, RENEWAL_REMINDER_DAYS } from '@shared/constants';
import { paths } from '@shared/paths';
import { LegalDocument } from '../components/legal-document';

export function AutoRenewalTermsPage() {
  return (
    <LegalDocument title="Automatic Renewal Terms and Conditions">
      {(company) => (
        <>
          <p>
            Automatic renewal is an optional service that re-enrolls you in the recertification course for a
            certification you hold, before it expires, so you never lapse. These terms apply only if you turn it on, and
            they are in addition to our <Link to={paths.termsOfService}>Terms of Service</Link>.
          </p>

          <h2>What you agree to</h2>
          <p className="highlight">
            When you turn on automatic renewal for a course, you authorise {company} to charge the payment method on
            your account for the recertification course when your certification comes up for renewal, every two years,
            until you turn automatic renewal off.
          </p>

          <h2>Price</h2>
          <p>
            Each renewal is charged at the recertification price in effect on the renewal date, less a{' '}
            {AUTO_RENEW_DISCOUNT_PERCENT}% automatic-renewal discount. If the price changes, we tell you in the reminder
            email before you are charged.
          </p>

          <h2>When you are charged</h2>
          <ul>
            <li>Your renewal date is two years after the date you passed the exam.</li>
            <li>
              We email you at least {RENEWAL_REMINDER_DAYS} days before the renewal date with the course, the amount and
              how to cancel.
            </li>
            <li>On the renewal date we charge your payment method and enroll you in the recertification course.</li>
          </ul>

          <h2>How to cancel</h2>
          <p>
            You can turn off automatic renewal at any time under Billing, Auto-Renewals: choose the course, turn it off
            and confirm. Cancelling stops future charges immediately; it does not affect certifications or courses you
            already have. You can also ask our support team to cancel for you.
          </p>

          <h2>Refunds</h2>
          <p>
            If you are charged for a renewal you did not want, tell us within 30 days of the charge and, provided you
            have not started the recertification course, we will refund it in full.
          </p>

          <h2>If a payment fails</h2>
          <p>
            If we cannot charge your payment method, we will email you and keep your renewal open for 14 days so you can
            update your card under Billing, Payment Method. After that, automatic renewal for the course is turned off
            and you can buy the recertification course yourself when you are ready.
          </p>

          <h2>Changes to these terms</h2>
          <p>
            We will give you at least {RENEWAL_REMINDER_DAYS} days' notice by email of any material change to these
            terms before it applies to your next renewal, and you may cancel before then.
          </p>
        </>
      )}
    </LegalDocument>
  );
}
