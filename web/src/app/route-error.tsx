// Shown when a route fails to render or its code cannot load (e.g. after a new release).
import { Component, type ReactNode } from 'react';
import { Button, Heading, Text } from '@web/components/ui';
import { MAIN_CONTENT_ID } from '../components/skip-link';
import { errorPageShown } from './lazy-page';

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

/** Catches a page that throws while rendering (or whose module cannot load); another page (a new `resetKey`) tries again. */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  // A page whose module could not load imports it again on the next visit (lazy-page.tsx).
  override componentDidCatch(): void {
    errorPageShown();
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
