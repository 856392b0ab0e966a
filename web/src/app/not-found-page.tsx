// The 404 screen, the catch-all for every path the app does not know (inside the visitor's own
// layout: see SessionLayout).
import { MESSAGES } from '@shared/constants';
import { paths } from '@shared/paths';
import { ButtonLink } from '../components/button-link';
import { usePageTitle } from '../components/page-title';
import { NotFound } from '../components/query-state';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <NotFound
      title={MESSAGES.pageNotFound}
      message="The link may be out of date, or the address may have a typo."
      action={
        <ButtonLink to={paths.dashboard} variation="primary">
          Go to the dashboard
        </ButtonLink>
      }
    />
  );
}
