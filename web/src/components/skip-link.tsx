// First focusable element of every layout (WCAG 2.4.1 bypass blocks).
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
