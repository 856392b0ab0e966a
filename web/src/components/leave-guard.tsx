// Asks before leaving a screen with unsaved work: the browser's own "Leave site?" prompt for a reload
// or a closed tab, and a dialog for in-app links (the router's blocker). Moving within the same
// path (a query string, a child dialog) is not leaving.
import { useEffect, useId } from 'react';
import { useBlocker } from '@web/lib/app-router';
import { Button, Heading, Text } from '@web/components/ui';
import { ModalDialog } from '@web/components/modal-dialog';

export function useLeaveGuard(active: boolean, copy: { title: string; text: string }) {
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <ModalDialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      labelledBy={titleId}
      describedBy={textId}
      className="dialog--narrow"
    >
      <div className="dialog__body stack">
        <Heading level={2} id={titleId}>
          {copy.title}
        </Heading>
        <Text id={textId}>{copy.text}</Text>
        <div className="dialog__actions">
          <Button variation="primary" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button onClick={() => blocker.proceed?.()}>Leave anyway</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
