// Loading and error states of one list or block on a page (the page's own h1 stays in place).
import { Button } from '@aws-amplify/ui-react';
import { LoadingState } from '../../../components/loading-state';

export function BlockLoading({ label }: { label: string }) {
  return <LoadingState label={label} />;
}

export function BlockError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="block-error" role="alert">
      <p>{message}</p>
      <Button size="small" onClick={onRetry} isLoading={retrying} loadingText="Trying again…">
        Try again
      </Button>
    </div>
  );
}
