// What happens on every navigation: scroll to the top (except between course detail views) and,
// after the first page, move focus to the main region so screen readers start at the new content.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigationPending } from '../lib/app-router';
import { MAIN_CONTENT_ID } from '../components/skip-link';
import { isCourseDetailPath } from '@shared/paths';

export function RouteEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const previous = useRef(pathname);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (first.current) {
      first.current = false;
      return;
    }
    // Moving between a course's tabs and sections keeps the place; arriving from elsewhere starts at the top.
    if (!(isCourseDetailPath(from) && isCourseDetailPath(pathname))) window.scrollTo(0, 0);
    // A page that already placed focus in its content (e.g. a form's first field) keeps it.
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);

  return <NavigationProgress />;
}

/** A thin bar while a route module loads (the spec: every long wait shows progress). */
function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}
