// /cme-accreditation
import { LegalDocument } from '../components/legal-document';

export function CmeAccreditationPage() {
  return (
    <LegalDocument title="CME Accreditation">
      {(company) => (
        <>
          <p>
            {company} courses that award continuing medical education (CME) or continuing-education (CE) credit are
            planned, delivered and evaluated under the standards of the accrediting bodies named on each course's
            Disclosures tab. This page explains how credit is earned and how we keep education independent of commercial
            interests.
          </p>

          <h2>Credit designation</h2>
          <p>
            Each course states the maximum number of credits it awards and the professions they apply to. Credits are
            shown rounded to two decimal places. Participants should claim only the credit that matches the extent of
            their participation.
          </p>

          <h2>How to receive your certificate</h2>
          <ol>
            <li>Complete every section of the course.</li>
            <li>Pass the course exam. There is no limit on retakes.</li>
            <li>
              Confirm the information needed to report your credit, such as your name, date of birth and state licenses,
              when the course reports to a board or tracking service.
            </li>
            <li>Complete the short course evaluation.</li>
            <li>Download your certificate from Manage CE. It is usually ready within two to three minutes.</li>
          </ol>
          <p>
            Where a course reports credit for you (for example to CE Broker), your license number must be entered
            exactly as your board issued it, or the credit cannot be matched to you.
          </p>

          <h2>Disclosure of financial relationships</h2>
          <p className="highlight">
            Everyone in a position to control the content of an activity (authors, faculty, planners and reviewers) must
            disclose all financial relationships they have had with ineligible companies in the past 24 months, whatever
            the amount. An ineligible company is one whose primary business is producing, marketing, selling, re-selling
            or distributing healthcare products used by or on patients.
          </p>
          <p>
            Disclosures are reviewed before the activity is developed. Individuals who have relevant financial
            relationships are either excluded from controlling content or their relationships are mitigated, for example
            by independent peer review of their content. Each course's Disclosures tab lists every person involved, any
            relevant relationships and how they were mitigated, or states that none exist.
          </p>

          <h2>Commercial support</h2>
          <p>
            Our courses are developed without commercial support. No ineligible company has any role in choosing topics,
            faculty or content, and no product promotion appears in accredited education.
          </p>

          <h2>Content validity</h2>
          <p>
            Recommendations are based on current evidence and published guidelines from recognised professional bodies.
            Where a course mentions a use of a product that is not approved by the US Food and Drug Administration, this
            is disclosed in the course.
          </p>

          <h2>Evaluation and record keeping</h2>
          <p>
            Your evaluation helps us measure whether courses meet their learning objectives and improve them. Records of
            your participation and credit are kept for at least six years so that certificates can be verified on
            request.
          </p>

          <h2>Questions</h2>
          <p>
            Questions about accreditation or a certificate can be sent to our support team through the Help link in your
            account menu.
          </p>
        </>
      )}
    </LegalDocument>
  );
}
