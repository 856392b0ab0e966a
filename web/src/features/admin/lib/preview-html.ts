// The live preview's copy of the server's sanitizer: the same allow-list (shared/rules/section-html.ts)
// applied to an inert document (DOMParser runs no script and loads nothing), so the preview shows
// what the server will store and learners will see, and nothing typed here runs in the admin's page.
import {
  isAllowedSectionUrl,
  SECTION_ATTRIBUTES,
  SECTION_CLASSES,
  SECTION_DROPPED_TAGS,
  SECTION_ROLES,
  SECTION_TAGS,
} from '@shared/rules/section-html';

const TAGS = new Set<string>(SECTION_TAGS);
const DROPPED = new Set<string>(SECTION_DROPPED_TAGS);
const CLASSES = new Set<string>(SECTION_CLASSES);
const ROLES = new Set<string>(SECTION_ROLES);

export function sanitizeForPreview(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  cleanChildren(doc, doc.body);
  return doc.body.innerHTML;
}

function cleanChildren(doc: Document, parent: Element): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      element.remove();
      continue;
    }
    cleanChildren(doc, element);
    if (tag === 'h1') {
      const h2 = doc.createElement('h2');
      h2.append(...element.childNodes);
      for (const attribute of [...element.attributes]) h2.setAttribute(attribute.name, attribute.value);
      element.replaceWith(h2);
      cleanAttributes(h2, 'h2');
      continue;
    }
    if (!TAGS.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    cleanAttributes(element, tag);
    if (tag === 'iframe' && !element.getAttribute('src')) element.remove();
  }
}

function cleanAttributes(element: Element, tag: string): void {
  const allowed = new Set([...(SECTION_ATTRIBUTES['*'] ?? []), ...(SECTION_ATTRIBUTES[tag] ?? [])]);
  for (const { name, value } of [...element.attributes]) {
    if (!allowed.has(name)) element.removeAttribute(name);
    else if (name === 'role' && !ROLES.has(value)) element.removeAttribute(name);
  }
  const classes = [...element.classList].filter((name) => CLASSES.has(name));
  if (classes.length) element.setAttribute('class', classes.join(' '));
  else element.removeAttribute('class');
  const urlAttribute = tag === 'a' ? 'href' : tag === 'img' || tag === 'iframe' ? 'src' : null;
  const url = urlAttribute ? element.getAttribute(urlAttribute) : null;
  if (
    urlAttribute &&
    url !== null &&
    !isAllowedSectionUrl(url, tag === 'a' ? 'link' : tag === 'img' ? 'image' : 'iframe')
  )
    element.removeAttribute(urlAttribute);
  if (tag === 'a' && element.hasAttribute('target')) {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  }
}
