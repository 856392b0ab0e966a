// The HTML editor beside a live preview of the learner's section page. The editor is its own chunk
// (import() on first use); the preview applies the server's allow-list (preview-html.ts) and the
// learner page's own rendering (HtmlContent with the prose styles), so it shows what learners get.
import { lazy, Suspense, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { ActiveFile } from '@shared/contracts/admin';
import { HtmlContent } from '@web/components/html-content';
import { LoadingState } from '@web/components/loading-state';
import { Heading } from '@web/components/ui';
import { sanitizeForPreview } from '../lib/preview-html';
import { AssetLibrary } from './asset-library';
import type { EditorControl } from './html-code-editor';

const HtmlCodeEditor = lazy(async () => ({ default: (await import('./html-code-editor')).HtmlCodeEditor }));

/** The markup that puts an asset in a section: an image, or a link to the file. */
export function assetSnippet(file: ActiveFile): string {
  const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (file.contentType.startsWith('image/'))
    return `<img src="${attr(file.cdnUrl)}" alt="${attr(file.fileName.replace(/\.[a-z0-9]+$/i, ''))}">`;
  return `<a href="${attr(file.cdnUrl)}">${text(file.fileName)}</a>`;
}

export function SectionWorkbench({
  value,
  onChange,
  title,
  withAssets = false,
}: {
  value: string;
  onChange: (value: string) => void;
  title: string;
  withAssets?: boolean;
}) {
  const id = useId();
  const control = useRef<EditorControl | null>(null);
  const [assetFolder, setAssetFolder] = useState<string | null>(null);
  const deferred = useDeferredValue(value);
  const preview = useMemo(() => sanitizeForPreview(deferred), [deferred]);
  return (
    <div className="section-editor">
      <section aria-labelledby={`${id}-code`} className="stack">
        <Heading level={2} id={`${id}-code`}>
          HTML
        </Heading>
        <p id={`${id}-help`} className="muted">
          Press Tab to leave the editor. Scripts, styles, event handlers and unsafe links are removed when the section
          is saved.
        </p>
        <Suspense fallback={<LoadingState label="Loading the editor…" />}>
          <HtmlCodeEditor
            value={value}
            onChange={onChange}
            labelledBy={`${id}-code`}
            describedBy={`${id}-help`}
            control={control}
          />
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
          {/* One heading level below the learner's page (the admin page has its own h2s); styled as the learner sees them. */}
          <HtmlContent className="section-content prose prose--one-level-down" html={preview} headingsFrom={3} />
        </div>
      </section>
      {withAssets ? (
        <section aria-labelledby={`${id}-assets`} className="stack section-assets">
          <Heading level={2} id={`${id}-assets`}>
            Assets
          </Heading>
          <p className="muted">Insert puts an image (or a link to the file) at the cursor in the HTML.</p>
          <AssetLibrary
            folderId={assetFolder}
            onOpenFolder={setAssetFolder}
            onInsert={(file) => control.current?.insert(assetSnippet(file))}
          />
        </section>
      ) : null}
    </div>
  );
}
