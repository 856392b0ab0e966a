// HTML from the course catalogue (sanitized by the server with the section allow-list): rendered as it is,
// with each table wrapped in a focusable, labelled scroll region so wide tables stay usable on
// narrow screens and by keyboard, and (with `headingsFrom`) its headings moved so the highest one
// sits right under the page's own heading: content whose h2 duplicated the page title (dropped)
// would otherwise jump from the page's h1 to an h3.
import { useMemo } from 'react';
import './prose.css';

export function HtmlContent({
  html,
  className,
  headingsFrom,
}: {
  html: string;
  className?: string;
  headingsFrom?: 2 | 3;
}) {
  const prepared = useMemo(() => prepareHtml(html, headingsFrom), [html, headingsFrom]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes this HTML on write (the section allow-list); it is rendered as stored
  return <div className={className} dangerouslySetInnerHTML={{ __html: prepared }} />;
}

export function prepareHtml(html: string, headingsFrom?: 2 | 3): string {
  return headingsFrom ? shiftHeadings(wrapTables(html), headingsFrom) : wrapTables(html);
}

export function wrapTables(html: string): string {
  if (!html.includes('<table') || typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.querySelectorAll('table').forEach((table, index) => {
    if (table.parentElement?.classList.contains('table-scroll')) return;
    const wrapper = doc.createElement('div');
    wrapper.className = 'table-scroll';
    wrapper.setAttribute('role', 'region');
    wrapper.setAttribute('tabindex', '0');
    const caption = table.querySelector('caption')?.textContent?.trim();
    wrapper.setAttribute('aria-label', caption || `Table ${index + 1}`);
    table.replaceWith(wrapper);
    wrapper.appendChild(table);
  });
  return doc.body.innerHTML;
}

/** Moves every heading by the same number of levels so the highest becomes `top` (never past h6). */
export function shiftHeadings(html: string, top: 2 | 3): string {
  if (!/<h[1-6][\s>]/i.test(html) || typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const headings = [...doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const shift = top - Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  if (shift === 0) return html;
  for (const heading of headings) {
    const moved = doc.createElement(`h${Math.min(6, Math.max(1, Number(heading.tagName[1]) + shift))}`);
    for (const attribute of [...heading.attributes]) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return doc.body.innerHTML;
}
