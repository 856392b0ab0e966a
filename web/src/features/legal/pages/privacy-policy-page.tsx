// /privacy-policy
import { Link } from 'react-router-dom';
import { paths } from '@shared/paths';
import { LegalDocument } from '../components/legal-document';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Privacy Policy">
      {(company) => (
        <>
          <p>
            {company} provides online training and certification for healthcare professionals. This policy explains what
            personal information we collect when you use our website and courses, why we need it, who we share it with
            and the choices you have. We wrote it to be read, not skimmed past; if anything is unclear, please ask us.
          </p>

          <h2>Information we collect</h2>
          <ul>
            <li>
              <strong>Account details:</strong> your name, email address, phone number and password. Your password is
              held by our identity provider in hashed form; we never see it.
            </li>
            <li>
              <strong>Professional details:</strong> job title, state professional licenses and license numbers, and,
              only when a course's continuing-education reporting requires it, your date of birth, the last four digits
              of your Social Security number, your mailing address and an image of your driver's license.
            </li>
            <li>
              <strong>Learning records:</strong> the courses you start, your progress through each section, exam answers
              and scores, pass dates, provider cards, CME certificates and course evaluations.
            </li>
            <li>
              <strong>Purchases:</strong> what you bought, when, and the last four digits and expiry of the card you
              used. Card numbers are collected and stored by our payment processor, not by us.
            </li>
            <li>
              <strong>Technical data:</strong> the IP address and browser used to sign in, which we keep to protect your
              account against misuse, and the essential cookies described below.
            </li>
          </ul>

          <h2>How we use it</h2>
          <ul>
            <li>
              To run your account, deliver your courses and exams, and issue and verify your provider cards and
              certificates.
            </li>
            <li>
              To report continuing-education credits to licensing boards or tracking services when a course does so for
              you.
            </li>
            <li>
              To send you what you asked for: sign-in passcodes, receipts, renewal reminders before your certification
              expires and answers to your questions.
            </li>
            <li>To keep the service secure, for example by limiting repeated sign-in attempts.</li>
            <li>To meet legal, tax and accreditation record-keeping duties.</li>
          </ul>
          <p>We do not sell your personal information, and we do not use your learning records for advertising.</p>

          <h2>Who can see your information</h2>
          <ul>
            <li>
              <strong>Your group administrator</strong>, if you joined through an employer or organisation: they see
              your name, contact details, enrollments, progress, results and certification dates so they can manage your
              group's compliance.
            </li>
            <li>
              <strong>Your employer</strong>, only when you ask us to notify them of a new certification; we send them
              your name, the course, your card details and its dates.
            </li>
            <li>
              <strong>Licensing boards and CE tracking services</strong>, for the credits you earn in courses that
              report them.
            </li>
            <li>
              <strong>Service providers</strong> who host our systems, process payments and deliver email and text
              messages for us, under contracts that limit them to that work.
            </li>
            <li>Authorities, when the law requires it.</li>
          </ul>

          <h2>Cookies</h2>
          <p>
            We use a small number of essential cookies: one keeps you signed in and one protects the forms you submit
            against forgery. They are required for the site to work and are never used to track you across other
            websites.
          </p>

          <h2>How long we keep it</h2>
          <p>
            We keep your account and learning records while your account is open and for as long as accreditation rules
            require us to be able to verify certificates we issued, usually six years after a course is completed.
            Identity documents are deleted once the reporting they were collected for is finished.
          </p>

          <h2>Security</h2>
          <p>
            Information is encrypted in transit and at rest. Sensitive documents are stored separately from other data
            and can only be opened through short-lived links. Access by our staff is limited to what their role needs
            and is logged.
          </p>

          <h2>Your choices and rights</h2>
          <p>
            You can review and correct your profile at any time in your account. You may also ask us for a copy of your
            information, ask us to delete it, or object to a use of it; depending on where you live, the law may give
            you further rights, and we honour them. We will not treat you differently for using them. Records we must
            keep for accreditation or tax purposes may be retained for the required period.
          </p>

          <h2>Children</h2>
          <p>Our courses are for healthcare professionals and are not directed to children under 16.</p>

          <h2>Changes and contact</h2>
          <p>
            If we change this policy in a way that matters, we will tell you by email or in the app before the change
            takes effect. For any privacy question or request, contact our support team through the Help link in your
            account menu. See also our <Link to={paths.termsOfService}>Terms of Service</Link>.
          </p>
        </>
      )}
    </LegalDocument>
  );
}
