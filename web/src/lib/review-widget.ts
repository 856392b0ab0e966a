// The review-widget page (/shopper-approved-iframe/:userCourseUuid) and the page that frames it talk
// by postMessage, same origin only (the CSP's frame-ancestors 'self' allows no other framer). The
// widget never navigates its framer: it only reports what happened.

export const REVIEW_WIDGET_SOURCE = 'review-widget';

/** ready: the form is shown; reviewed: the learner had already reviewed; submitted: a review was just stored; unavailable: no form (reviews off, course not passed or not found). */
export type ReviewWidgetEvent = 'ready' | 'reviewed' | 'submitted' | 'unavailable';

export interface ReviewWidgetMessage {
  source: typeof REVIEW_WIDGET_SOURCE;
  event: ReviewWidgetEvent;
  userCourseUuid: string;
}

/** Tells the framing page (if any) what happened; nothing when the widget is opened on its own. */
export function reportToFramer(event: ReviewWidgetEvent, userCourseUuid: string): void {
  if (window.parent === window) return;
  const message: ReviewWidgetMessage = { source: REVIEW_WIDGET_SOURCE, event, userCourseUuid };
  window.parent.postMessage(message, window.location.origin);
}

/** A message from a review widget of this origin. */
export function reviewWidgetMessage(event: MessageEvent): ReviewWidgetMessage | null {
  if (event.origin !== window.location.origin) return null;
  const data = event.data as Partial<ReviewWidgetMessage> | null;
  return data && typeof data === 'object' && data.source === REVIEW_WIDGET_SOURCE && typeof data.event === 'string'
    ? (data as ReviewWidgetMessage)
    : null;
}
