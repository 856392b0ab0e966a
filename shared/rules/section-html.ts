// What course-section HTML may contain: one allow-list, applied by the server before it stores a
// section (functions/domain/admin/section-html.ts, with sanitize-html) and by the editor's live
// preview, so the preview shows what learners will see. Anything else is dropped: scripts, styles,
// event handlers, `javascript:` and `data:` links, forms, objects, and iframes from other hosts.

/**
 * The allow-list's version, stored on each section as `contentSanitizer` when its HTML is sanitized
 * (on write: the admin editor, the seed, the migration). Learners are served only HTML marked with
 * the current version, so the read path needs no sanitizer; bump it when the list tightens, and
 * sanitizeStoredSections (functions/domain/admin/stored-sections.ts) rewrites the older items.
 */
export const SECTION_SANITIZER_VERSION = 1;

/** Tags kept (their text is kept when a tag is not: `<h1>` becomes its words). */
export const SECTION_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'aside',
  'section',
  'figure',
  'figcaption',
  'a',
  'img',
  'iframe',
] as const;

/** Tags dropped with everything inside them. */
export const SECTION_DROPPED_TAGS = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'option',
  'title',
  'head',
  'svg',
  'math',
  'object',
  'embed',
] as const;

/** Attributes kept per tag (`*`: any kept tag). No `style`, no `on*`, no `id` (DOM clobbering). */
export const SECTION_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['class', 'title', 'lang', 'dir', 'role', 'aria-label', 'aria-describedby'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
  th: ['scope', 'colspan', 'rowspan', 'abbr'],
  td: ['colspan', 'rowspan', 'headers'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'type', 'reversed'],
  abbr: ['title'],
};

/** Classes our section styles know; others are removed. */
export const SECTION_CLASSES = ['callout', 'sample-notice', 'key-points', 'note', 'warning', 'figure-wide'] as const;
/** `role` values content may carry. */
export const SECTION_ROLES = ['note'] as const;

/** URL schemes for links; images also take our own relative URLs (assets). */
export const SECTION_LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'] as const;
export const SECTION_IMAGE_SCHEMES = ['https', 'http'] as const;
/** Hosts whose players may be embedded. */
export const SECTION_IFRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'] as const;

/** True when a URL is allowed for the attribute (relative URLs are ours; `//host` is not relative). */
export function isAllowedSectionUrl(url: string, kind: 'link' | 'image' | 'iframe'): boolean {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is stripped before the scheme check.
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (!compact) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (kind === 'iframe') {
    if (scheme !== 'https') return false;
    try {
      return (SECTION_IFRAME_HOSTS as readonly string[]).includes(new URL(compact).hostname);
    } catch {
      return false;
    }
  }
  if (!scheme) return !compact.startsWith('//') && !compact.startsWith('\\');
  return ((kind === 'link' ? SECTION_LINK_SCHEMES : SECTION_IMAGE_SCHEMES) as readonly string[]).includes(scheme);
}
