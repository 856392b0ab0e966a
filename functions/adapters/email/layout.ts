// The shared frame of every email: HTML and plain-text parts from one set of blocks, under the
// company's brand (its name and logo; functions/domain/company/email-brand.ts).

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Who the email is from, as the company's settings say. */
export interface EmailBrand {
  /** The company's name: the logo's text alternative, the header without a logo, and the footer. */
  name: string;
  /** Absolute URL of a logo mail clients show (PNG or JPEG: Gmail and Outlook show no SVG), or none. */
  logoUrl: string | null;
  /** The company's primary colour (the button). */
  color: string;
}

export interface EmailContent {
  subject: string;
  preheader: string;
  greeting: string;
  paragraphs: string[];
  /** Labelled values after the paragraphs (an order's number, date and card). */
  facts?: { label: string; value: string }[];
  /** A table after the facts (a receipt's lines and totals). */
  table?: EmailTable;
  /** Plain links after the table (the receipt page and its PDF). */
  links?: { label: string; url: string }[];
  action?: { label: string; url: string };
  /** Headed lists after the paragraphs (a digest's members), each line with an optional link. */
  sections?: EmailSection[];
  footnote?: string;
}

export interface EmailSection {
  heading: string;
  items: { text: string; link?: { label: string; url: string } }[];
}

export interface EmailTable {
  /** Says what the table is (shown above it). */
  caption: string;
  /** Numeric columns are right-aligned (in the text part too). */
  columns: { label: string; numeric?: boolean }[];
  rows: string[][];
  /** Lines under the rows, each a label and the value in the last column (subtotal, discount, tax, total). */
  totals?: { label: string; value: string; strong?: boolean }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const MUTED = '#5b6470';
const RULE = '#d5d9e0';

export function renderEmail(brand: EmailBrand, content: EmailContent): RenderedEmail {
  const color = escapeHtml(brand.color);
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const header = brand.logoUrl
    ? `<p style="margin:0 0 24px"><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;height:40px;width:auto;border:0"></p>`
    : `<p style="font-size:18px;font-weight:700;color:${color};margin-top:0">${escapeHtml(brand.name)}</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f24;background:#f4f6f8;margin:0;padding:24px 12px">
<span style="display:none">${escapeHtml(content.preheader)}</span>
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px 24px">
${header}
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${content.facts ? factsHtml(content.facts) : ''}
${content.table ? tableHtml(content.table) : ''}
${content.links ? `<p style="line-height:1.8">${content.links.map((link) => `<a href="${escapeHtml(link.url)}" style="color:${color}">${escapeHtml(link.label)}</a>`).join('<br>')}</p>` : ''}
${(content.sections ?? []).map(sectionHtml).join('\n')}
${button}
${content.footnote ? `<p style="color:${MUTED};font-size:13px;line-height:1.5">${escapeHtml(content.footnote)}</p>` : ''}
</div>
<p style="max-width:560px;margin:16px auto 0;color:${MUTED};font-size:12px;text-align:center">${escapeHtml(brand.name)}</p>
</body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.facts ? [...factsText(content.facts), ''] : []),
    ...(content.table ? [...tableText(content.table), ''] : []),
    ...(content.links ?? []).map((link) => `${link.label}: ${link.url}`),
    ...(content.links?.length ? [''] : []),
    ...(content.sections ?? []).flatMap((section) => [
      section.heading,
      ...section.items.map((item) => `- ${item.text}${item.link ? ` (${item.link.label}: ${item.link.url})` : ''}`),
      '',
    ]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `-- ${brand.name}`,
  ].join('\n');
  return { subject: content.subject, html, text };
}

function sectionHtml(section: EmailSection): string {
  const items = section.items.map(
    (item) =>
      `<li style="margin:4px 0">${escapeHtml(item.text)}${item.link ? ` <a href="${escapeHtml(item.link.url)}">${escapeHtml(item.link.label)}</a>` : ''}</li>`,
  );
  return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2>\n<ul style="padding-left:20px;line-height:1.5">${items.join('')}</ul>`;
}

function factsHtml(facts: { label: string; value: string }[]): string {
  const rows = facts.map(
    (fact) =>
      `<tr><td style="padding:2px 16px 2px 0;color:${MUTED};white-space:nowrap;vertical-align:top">${escapeHtml(fact.label)}</td><td style="padding:2px 0">${escapeHtml(fact.value)}</td></tr>`,
  );
  return `<table role="presentation" style="border-collapse:collapse;margin:16px 0;font-size:14px">${rows.join('')}</table>`;
}

function tableHtml(table: EmailTable): string {
  // Numbers right-aligned, unbroken and kept apart from the column before them.
  const align = (numeric?: boolean) =>
    numeric ? 'text-align:right;white-space:nowrap;padding:8px 4px 8px 12px' : 'text-align:left;padding:8px 4px';
  const head = table.columns
    .map(
      (column) =>
        `<th scope="col" style="${align(column.numeric)};border-bottom:1px solid ${RULE};color:${MUTED};font-size:12px;font-weight:600">${escapeHtml(column.label)}</th>`,
    )
    .join('');
  const body = table.rows
    .map(
      (row) =>
        `<tr>${row.map((cell, i) => `<td style="${align(table.columns[i]?.numeric)};border-bottom:1px solid #eef0f3;vertical-align:top">${escapeHtml(cell)}</td>`).join('')}</tr>`,
    )
    .join('');
  const span = table.columns.length - 1;
  const totals = (table.totals ?? [])
    .map((total, index) => {
      const style = `padding:${index === 0 ? 10 : 4}px 4px 4px;text-align:right;${total.strong ? `font-weight:700;font-size:16px;border-top:1px solid ${RULE}` : 'font-weight:400'}`;
      return `<tr><th scope="row" colspan="${span}" style="${style}">${escapeHtml(total.label)}</th><td style="${style};white-space:nowrap">${escapeHtml(total.value)}</td></tr>`;
    })
    .join('');
  return `<table style="width:100%;border-collapse:collapse;margin:16px 0;font-size:14px">
<caption style="text-align:left;font-weight:700;font-size:16px;padding-bottom:8px">${escapeHtml(table.caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>${body}</tbody>${totals ? `\n<tfoot>${totals}</tfoot>` : ''}
</table>`;
}

/** The text part's lines stay within this width (the first column wraps when it must). */
const TEXT_WIDTH = 72;
const GAP = '  ';

function factsText(facts: { label: string; value: string }[]): string[] {
  const width = Math.max(...facts.map((fact) => fact.label.length)) + 1;
  return facts.map((fact) => `${`${fact.label}:`.padEnd(width)} ${fact.value}`);
}

/** The table as aligned plain text: text columns left, numbers right, totals under the last column. */
function tableText(table: EmailTable): string[] {
  const last = table.columns.length - 1;
  const widths = table.columns.map((column, i) =>
    Math.max(
      column.label.length,
      ...table.rows.map((row) => (row[i] ?? '').length),
      ...(i === last ? (table.totals ?? []).map((total) => total.value.length) : []),
    ),
  );
  const others = widths.slice(1).reduce((sum, width) => sum + width + GAP.length, 0);
  widths[0] = Math.max(12, Math.min(widths[0]!, TEXT_WIDTH - others));
  const full = widths.reduce((sum, width) => sum + width, 0) + GAP.length * last;
  const cell = (text: string, i: number) =>
    table.columns[i]?.numeric ? text.padStart(widths[i]!) : text.padEnd(widths[i]!);
  const line = (cells: string[]) => cells.map(cell).join(GAP).trimEnd();
  const rowLines = (row: string[]) => {
    const [first = '', ...rest] = wrap(row[0] ?? '', widths[0]!);
    return [line([first, ...row.slice(1)]), ...rest];
  };
  const labelWidth = full - widths[last]! - GAP.length;
  return [
    table.caption,
    '',
    line(table.columns.map((column) => column.label)),
    '-'.repeat(full),
    ...table.rows.flatMap(rowLines),
    '-'.repeat(full),
    ...(table.totals ?? []).map(
      (total) => `${total.label.padStart(labelWidth)}${GAP}${total.value.padStart(widths[last]!)}`,
    ),
  ];
}

/** Words into lines of at most `width` characters (a longer word gets a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, current];
}
