// The 404 screen, also the catch-all for every path the app does not know.
import { Heading, Text } from '@aws-amplify/ui-react';
import { MESSAGES } from '../../../shared/constants';
import { ButtonLink } from '../components/button-link';
import { usePageTitle } from '../components/page-title';
import { paths } from '../../../shared/paths';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="page page--narrow centered-page">
      <Heading level={1}>{MESSAGES.pageNotFound}</Heading>
      <Text>The link may be out of date, or the address may have a typo.</Text>
      <ButtonLink to={paths.dashboard} variation="primary">
        Go to the dashboard
      </ButtonLink>
    </section>
  );
}
