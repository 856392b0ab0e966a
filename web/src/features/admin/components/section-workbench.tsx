// The HTML editor beside a live preview of the learner's section page. The editor is its own chunk
// (import() on first use); the preview applies the server's allow-list (preview-html.ts) and the
// learner page's own rendering (HtmlContent with the prose styles), so it shows what learners get.
import { lazy, Suspense, useDeferredValue, useId, useMemo } from 'react';
import { HtmlContent } from '@web/components/html-content';
import { LoadingState } from '@web/components/query-state';
import { Heading } from '@web/components/ui';
import { sanitizeForPreview } from '../lib/preview-html';

const HtmlCodeEditor = lazy(async () => ({ default: (await import('./html-code-editor')).HtmlCodeEditor }));

export function SectionWorkbench({ value, onChange, title }: { value: string; onChange: (value: string) => void; title: string }) {
  const id = useId();
  const deferred = useDeferredValue(value);
  const preview = useMemo(() => sanitizeForPreview(deferred), [deferred]);
  return (
    <div className="section-editor">
      <section aria-labelledby={`${id}-code`} className="stack">
        <Heading level={2} id={`${id}-code`}>
          HTML
        </Heading>
        <p id={`${id}-help`} className="muted">
          Press Tab to leave the editor. Scripts, styles, event handlers and unsafe links are removed when the section is saved.
        </p>
        <Suspense fallback={<LoadingState label="Loading the editor…" />}>
          <HtmlCodeEditor value={value} onChange={onChange} labelledBy={`${id}-code`} describedBy={`${id}-help`} />
        </Suspense>
      </section>
      <section aria-labelledby={`${id}-preview`} className="stack">
        <Heading level={2} id={`${id}-preview`}>
          Preview
        </Heading>
        <div className="section-preview">
          <p className="amplify-heading amplify-heading--3 section-preview__title" aria-hidden="true">
            {title}
          </p>
          <HtmlContent className="section-content prose" html={preview} headingsFrom={3} />
        </div>
      </section>
    </div>
  );
}
