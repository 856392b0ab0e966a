// The post-pass page's hidden frame loading the review service page (the spec, L:22): our own
// review-widget page for this user course. Hidden and out of the tab order and the accessibility
// tree; it only reports back. When it says the learner has reviewed (here or in another tab), the
// session is read again, so the page's review card goes away.
import { useEffect, useRef } from 'react';
import { href, paths } from '@shared/paths';
import { reviewWidgetMessage } from '@web/lib/review-widget';
import { reloadSession } from '@web/lib/session';

export function ReviewServiceFrame({ userCourseUuid }: { userCourseUuid: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame speaks for it (another same-origin window could post the same shape).
      if (event.source !== frame.current?.contentWindow) return;
      const message = reviewWidgetMessage(event);
      if (message?.userCourseUuid !== userCourseUuid) return;
      if (message.event === 'submitted' || message.event === 'reviewed') void reloadSession().catch(() => undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [userCourseUuid]);

  return (
    <iframe
      ref={frame}
      className="review-service-frame"
      src={href(paths.reviewWidget, { userCourseUuid })}
      title="Review service"
      hidden
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
