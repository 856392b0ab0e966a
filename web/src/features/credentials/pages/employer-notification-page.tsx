// employer-notification/{userExamUuid}: the public page an employer opens from the email. Shows
// the newly certified member, the card to download and the group portal's pitch. No account.
import { useParams } from 'react-router-dom';
import { paths } from '@shared/paths';
import { Heading, Text } from '@web/components/ui';
import { ButtonLink } from '@web/components/button-link';
import { DateText } from '@web/components/date-text';
import { QueryState } from '@web/components/query-state';
import { usePageTitle } from '@web/components/page-title';
import { useEmployerNotification } from '../api/get-employer-notification';
import '../credentials.css';

export function EmployerNotificationPage() {
  usePageTitle('Newly Certified Team Member');
  const { userExamUuid = '' } = useParams();
  const notification = useEmployerNotification(userExamUuid);
  return (
    <QueryState
      query={notification}
      pending="Loading…"
      failed="We could not load this page"
      notFound={{
        title: 'This page does not exist',
        message: 'The link may be incomplete or out of date.',
        action: <ButtonLink to={paths.login}>Go to sign in</ButtonLink>,
      }}
    >
      {(data) => (
        <section className="page page--narrow employer-page">
          <p className="eyebrow">Hi {data.employer.firstName}</p>
          <Heading level={1}>
            {data.firstName} {data.lastName} is {data.courseType} certified
          </Heading>
          <div className="card stack">
            <Heading level={2}>{data.courseName}</Heading>
            <dl className="employer-page__facts">
              <dt>Provider card</dt>
              <dd>{data.providerCardId}</dd>
              <dt>Passed</dt>
              <dd>
                <DateText value={data.passedAt} />
              </dd>
              <dt>Valid until</dt>
              <dd>{data.expirationDate ? <DateText value={data.expirationDate} /> : '—'}</dd>
            </dl>
            <div className="row">
              <a
                className="amplify-button amplify-button--primary button-link"
                href={data.providerCardUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Download Provider Card
              </a>
              <a className="amplify-button button-link" href={data.verifyUrl}>
                Verify this card
              </a>
            </div>
          </div>
          <div className="card stack">
            <Heading level={2}>Keep your whole team certified</Heading>
            <Text>
              With our group portal, {data.employer.company} can buy seats in bulk, enroll staff, and see every
              certification and renewal date in one place, with reminders before cards expire.
            </Text>
            <ButtonLink to={paths.groupSignup} variation="primary">
              Set Up Your Group
            </ButtonLink>
          </div>
        </section>
      )}
    </QueryState>
  );
}
