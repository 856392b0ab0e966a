// Course-section HTML, made safe on the server with sanitize-html and the allow-list of
// shared/rules/section-html.ts, before a section is stored and again when a learner reads one
// (content written before the sanitizer, or by the seed, is held to the same rules).
import sanitizeHtml from 'sanitize-html';
import {
  isAllowedSectionUrl,
  SECTION_ATTRIBUTES,
  SECTION_CLASSES,
  SECTION_DROPPED_TAGS,
  SECTION_IFRAME_HOSTS,
  SECTION_ROLES,
  SECTION_SANITIZER_VERSION,
  SECTION_TAGS,
} from '@shared/rules/section-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...SECTION_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(SECTION_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedClasses: { '*': [...SECTION_CLASSES] },
  // URLs are checked by isAllowedSectionUrl in transformTags (one rule for links, images and iframes).
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...SECTION_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  nonTextTags: [...SECTION_DROPPED_TAGS],
  disallowedTagsMode: 'discard',
  parseStyleAttributes: false,
  transformTags: {
    // The learner's page has the section title as its one h1: a pasted h1 becomes an h2.
    '*': (tagName, attribs) => ({
      tagName: tagName === 'h1' ? 'h2' : tagName,
      attribs: checkAttributes(tagName, attribs),
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

function checkAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = { ...attribs };
  if (out.role !== undefined && !(SECTION_ROLES as readonly string[]).includes(out.role)) delete out.role;
  const url = tagName === 'a' ? 'href' : tagName === 'img' || tagName === 'iframe' ? 'src' : null;
  if (
    url &&
    out[url] !== undefined &&
    !isAllowedSectionUrl(out[url]!, tagName === 'a' ? 'link' : tagName === 'img' ? 'image' : 'iframe')
  )
    delete out[url];
  // A link opening a new tab must not hand the opener to the page it opens.
  if (tagName === 'a' && out.target) {
    out.target = '_blank';
    out.rel = 'noopener noreferrer';
  }
  return out;
}

/** Section HTML with everything outside the allow-list removed (idempotent: clean HTML stays as it is). */
export function sanitizeSectionHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** What a section stores for its HTML: the sanitized HTML, the allow-list's version and the thumbnail taken from it. */
export function storedSectionContent(html: string): { html: string; sanitizer: number; thumbnailUrl: string | null } {
  const clean = sanitizeSectionHtml(html);
  return { html: clean, sanitizer: SECTION_SANITIZER_VERSION, thumbnailUrl: sectionThumbnailUrl(clean) };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The spec's section attachedThumbnail: the first image of the section's sanitized HTML (which writes
 * every attribute double-quoted and escaped, and keeps only http(s) image sources), or null.
 */
export function sectionThumbnailUrl(cleanHtml: string): string | null {
  const src = /<img\b[^>]*?\ssrc="([^"]+)"/i.exec(cleanHtml)?.[1];
  return src ? src.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!) : null;
}

/** The same HTML serialised the way the sanitizer writes it, with nothing removed. */
const serialiseUnchanged = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    nonTextTags: [],
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    parseStyleAttributes: false,
  });

/** True when sanitizing removed something (not merely re-serialised, e.g. `<br>` as `<br />`). */
export const sanitizerRemovedMarkup = (html: string, clean: string): boolean => serialiseUnchanged(html) !== clean;
