// A message about the whole form (e.g. a rate limit's `base` error), announced when it appears.
import { Alert } from '@web/components/ui';

export function FormAlert({
  message,
  variation = 'error',
}: {
  message: string | undefined;
  variation?: 'error' | 'warning' | 'info' | 'success';
}) {
  if (!message) return null;
  return (
    <Alert variation={variation} hasIcon className="form-alert">
      {message}
    </Alert>
  );
}
