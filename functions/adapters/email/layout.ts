// The shared frame of every email: HTML and plain-text parts from one set of blocks.

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailContent {
  subject: string;
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Headed lists after the paragraphs (a digest's members), each line with an optional link. */
  sections?: EmailSection[];
  footnote?: string;
}

export interface EmailSection {
  heading: string;
  items: { text: string; link?: { label: string; url: string } }[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderEmail(
  content: EmailContent,
  brand = { name: 'Certification Platform', color: '#0b5cab' },
): RenderedEmail {
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${brand.color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1b1f24;background:#f4f6f8;margin:0;padding:24px">
<span style="display:none">${escapeHtml(content.preheader)}</span>
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="font-size:18px;font-weight:700;color:${brand.color};margin-top:0">${escapeHtml(brand.name)}</p>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${(content.sections ?? []).map(sectionHtml).join('\n')}
${button}
${content.footnote ? `<p style="color:#5b6470;font-size:13px">${escapeHtml(content.footnote)}</p>` : ''}
</div></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.sections ?? []).flatMap((section) => [
      section.heading,
      ...section.items.map((item) => `- ${item.text}${item.link ? ` (${item.link.label}: ${item.link.url})` : ''}`),
      '',
    ]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote] : []),
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
