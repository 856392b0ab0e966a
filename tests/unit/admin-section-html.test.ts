// The section sanitizer (server side, sanitize-html with the allow-list of shared/rules/section-html.ts):
// every way of running script we know of is stored inert, and the HTML our sections use survives.
import { describe, expect, it } from 'vitest';
import { isAllowedSectionUrl, SECTION_IFRAME_HOSTS } from '@shared/rules/section-html';
import { contentSecurityPolicy } from '@infra/stacks/web-stack';
import {
  sanitizeSectionHtml,
  sanitizerRemovedMarkup,
  storedSectionContent,
} from '@functions/domain/admin/section-html';
import { withoutTitleHeading } from '@infra/local/seed/catalog-loader';
import { seedCourses } from '@infra/local/seed/catalog/index';

const inert = (html: string) => {
  const clean = sanitizeSectionHtml(html);
  expect(clean).not.toMatch(
    /<script|<style|<svg|<math|<object|<embed|<form|\son[a-z]+\s*=|javascript:|expression\(|style=/i,
  );
  return clean;
};

describe('sanitizeSectionHtml', () => {
  it('drops script elements with their code', () => {
    expect(inert('<p>Hi<script>alert(1)</script></p><SCRIPT src="https://evil.example/x.js"></SCRIPT>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('drops event handler attributes (img onerror, body onload, any on*)', () => {
    expect(inert('<img src="/a.png" alt="a" onerror="alert(1)"><p onclick="x" onmouseover=y>t</p>')).toBe(
      '<img src="/a.png" alt="a" /><p>t</p>',
    );
  });

  it('drops svg (onload and all) and math with their contents', () => {
    expect(
      inert(
        '<svg onload="alert(1)"><circle r="1"/></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math><p>after</p>',
      ),
    ).toBe('<p>after</p>');
  });

  it('removes javascript:, data: and protocol-relative URLs, whatever their spelling', () => {
    const clean = inert(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="java\tscript:alert(1)">c</a><a href=" javascript:alert(1)">d</a><a href="//evil.example">e</a><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="f">',
    );
    expect(clean).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><img alt="f" />');
  });

  it('removes style attributes (CSS expressions, url(javascript:)) and style elements', () => {
    expect(
      inert(
        '<p style="width: expression(alert(1))">s</p><div style="background:url(javascript:alert(1))">d</div><style>p{}</style>',
      ),
    ).toBe('<p>s</p><div>d</div>');
  });

  it('keeps iframes only from the allowed video hosts, over https', () => {
    expect(
      inert('<iframe src="https://evil.example/x"></iframe><iframe src="http://player.vimeo.com/video/1"></iframe>'),
    ).toBe('');
    expect(
      sanitizeSectionHtml('<iframe src="https://player.vimeo.com/video/1" title="Demo" onload="x"></iframe>'),
    ).toBe('<iframe src="https://player.vimeo.com/video/1" title="Demo"></iframe>');
  });

  it('keeps known classes and roles only, drops ids and forms, makes new-tab links safe, turns h1 into h2', () => {
    expect(inert('<aside class="callout evil" role="note" id="login">c</aside><aside role="button">d</aside>')).toBe(
      '<aside class="callout" role="note">c</aside><aside>d</aside>',
    );
    expect(inert('<form action="https://evil.example"><input name="password"><button>Go</button></form>')).toBe('Go');
    expect(sanitizeSectionHtml('<a href="https://example.org" target="_top">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeSectionHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('leaves every seeded section as it is (tables, callouts, notices), so learners see what was written', () => {
    for (const course of seedCourses) {
      for (const section of course.sections) {
        const content = withoutTitleHeading(section.content, section.title);
        expect(sanitizerRemovedMarkup(content, sanitizeSectionHtml(content)), section.id).toBe(false);
        expect(sanitizeSectionHtml(sanitizeSectionHtml(content))).toBe(sanitizeSectionHtml(content));
      }
    }
  });

  it('says when it removed something, not when it merely re-serialised', () => {
    expect(sanitizerRemovedMarkup('<p>a<br>b</p>', sanitizeSectionHtml('<p>a<br>b</p>'))).toBe(false);
    expect(sanitizerRemovedMarkup('<p onclick="x">a</p>', sanitizeSectionHtml('<p onclick="x">a</p>'))).toBe(true);
  });
});

describe('isAllowedSectionUrl', () => {
  it('takes our relative URLs and http(s), never scripts or other hosts in iframes', () => {
    expect(isAllowedSectionUrl('/uploads/a.png', 'image')).toBe(true);
    expect(isAllowedSectionUrl('https://cdn.example/a.png', 'image')).toBe(true);
    expect(isAllowedSectionUrl('mailto:help@example.com', 'link')).toBe(true);
    expect(isAllowedSectionUrl('mailto:help@example.com', 'image')).toBe(false);
    expect(isAllowedSectionUrl('\u0001javascript:alert(1)', 'link')).toBe(false);
    expect(isAllowedSectionUrl('vbscript:x', 'link')).toBe(false);
    expect(isAllowedSectionUrl('https://www.youtube-nocookie.com/embed/x', 'iframe')).toBe(true);
    expect(isAllowedSectionUrl('https://www.youtube-nocookie.com.evil.example/embed/x', 'iframe')).toBe(false);
  });
});

describe('the content security policy', () => {
  it('lets our own pages and the embedded video players the sanitizer keeps load in a frame, and still no inline script', () => {
    const csp = contentSecurityPolicy('wss://realtime.example', ['uploads.example']);
    const frameSrc = csp.split('; ').find((directive) => directive.startsWith('frame-src'))!;
    for (const host of SECTION_IFRAME_HOSTS) expect(frameSrc).toContain(`https://${host}`);
    // The post-pass page frames our own review-widget page; nothing but our own pages may frame ours.
    expect(frameSrc.split(' ')).toContain("'self'");
    expect(csp.split('; ')).toContain("frame-ancestors 'self'");
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
  });
});

describe("the section's thumbnail (the spec's attachedThumbnail)", () => {
  it('is the first image the sanitizer keeps, its URL unescaped; null without one', () => {
    const stored = storedSectionContent(
      '<p>Intro</p><img onerror="x()" src="javascript:alert(1)"><figure><img alt="Chest &amp; hands" src="https://cdn.example/a.png?w=1&amp;h=2"></figure><img src="https://cdn.example/b.png">',
    );
    expect(stored.thumbnailUrl).toBe('https://cdn.example/a.png?w=1&h=2');
    expect(stored.html).not.toContain('javascript:');
    expect(storedSectionContent('<p>No pictures here</p>').thumbnailUrl).toBeNull();
  });
});
