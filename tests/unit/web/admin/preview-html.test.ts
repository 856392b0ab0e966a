// @vitest-environment happy-dom
// The section editor's live preview keeps exactly what the server's sanitizer stores: the same
// allow-list applied in an inert document, for attacks and for every seeded section.
import { describe, expect, it } from 'vitest';
import { sanitizeSectionHtml } from '@functions/domain/admin/section-html';
import { sanitizeForPreview } from '@web/features/admin/lib/preview-html';
import { withoutTitleHeading } from '@infra/local/seed/catalog-loader';
import { seedCourses } from '@infra/local/seed/catalog/index';

/** The server's output as a browser serialises it (`<img />` and `<img>` are the same element). */
const asBrowserHtml = (html: string) => {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  return doc.body.innerHTML;
};

const cases = [
  '<p>Hi<script>alert(1)</script></p>',
  '<img src="/a.png" alt="a" onerror="alert(1)"><p onclick="x">t</p>',
  '<svg onload="alert(1)"><circle r="1"/></svg><p>after</p>',
  '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="//evil.example">c</a><a href="https://example.org" target="_top">d</a>',
  '<p style="width: expression(alert(1))">s</p><style>p{}</style>',
  '<iframe src="https://evil.example/x"></iframe><iframe src="https://player.vimeo.com/video/1" title="Demo"></iframe>',
  '<aside class="callout evil" role="note" id="x">c</aside><aside role="button">d</aside><h1>Top</h1><!-- note -->',
  '<form action="https://evil.example"><input name="p"><button>Go</button></form><custom-tag>kept text</custom-tag>',
];

describe('sanitizeForPreview', () => {
  it.each(cases)('matches the server for %s', (html) => {
    expect(sanitizeForPreview(html)).toBe(asBrowserHtml(sanitizeSectionHtml(html)));
  });

  it('runs nothing while it cleans', () => {
    (window as { hit?: number }).hit = 0;
    sanitizeForPreview('<img src="x" onerror="window.hit = 1"><script>window.hit = 2</script>');
    expect((window as { hit?: number }).hit).toBe(0);
  });

  it('leaves the seeded sections as the server stores them', () => {
    for (const course of seedCourses) {
      for (const section of course.sections) {
        const content = withoutTitleHeading(section.content, section.title);
        expect(sanitizeForPreview(content), section.id).toBe(asBrowserHtml(sanitizeSectionHtml(content)));
      }
    }
  });
});
