// The error state of a fetch: what went wrong, announced, with a way to try again.
import { Button, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import './load-error.css';

interface LoadErrorProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Heading level: 1 when the error replaces the whole page. */
  level?: 1 | 2 | 3;
  children?: ReactNode;
}

export function LoadError({
  title = 'We could not load this page',
  message = 'Please check your connection and try again.',
  onRetry,
  retrying = false,
  level = 1,
  children,
}: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <Heading level={level}>{title}</Heading>
      <Text>{message}</Text>
      <div className="load-error__actions">
        {onRetry ? (
          <Button variation="primary" onClick={onRetry} isLoading={retrying} loadingText="Trying again…">
            Try again
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
