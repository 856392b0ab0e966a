// Trusted HTML from the course catalogue (seed and admin-authored content): rendered as it is,
// with each table wrapped in a focusable, labelled scroll region so wide tables stay usable on
// narrow screens and by keyboard.
import { useMemo } from 'react';

export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const prepared = useMemo(() => wrapTables(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: prepared }} />;
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
