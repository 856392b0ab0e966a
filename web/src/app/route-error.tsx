// Shown when a route fails to render or its code cannot load (e.g. after a new release).
import { Button, Heading, Text } from '@web/components/ui';
import { MAIN_CONTENT_ID } from '../components/skip-link';

export function RouteError() {
  return (
    <main id={MAIN_CONTENT_ID} className="page page--narrow centered-page">
      <Heading level={1}>Something went wrong</Heading>
      <Text>This page could not be shown. Reloading usually fixes it.</Text>
      <Button variation="primary" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </main>
  );
}
