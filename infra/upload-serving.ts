// How public uploads are served, the one description CloudFront (infra/stacks/web-stack.ts) and
// the local gateway (infra/local/uploads-web.ts) both follow: the public bucket at /uploads/*,
// `nosniff` and a sandbox CSP on every object, so one opened directly runs no script, submits no
// form and reaches nothing in the app's origin, whatever it holds (an <img> or <video> never runs
// script anyway). SVG (content admins only, shared/rules/uploads.ts) also gets its fixed type.
// PDFs are the exception to the sandbox: Chrome refuses to show a PDF in a sandboxed document (its
// viewer counts as a plugin), so they get their fixed type instead; the viewer runs isolated from
// the page and PDF script never reaches the origin.

/** Where the public uploads bucket is served; functions build asset URLs on it (ASSETS_BASE_URL). */
export const UPLOADS_PATH = '/uploads';

/** The CloudFront path pattern of SVG uploads (keys always end in a lower-case `.svg` for SVG, and only then). */
export const SVG_UPLOADS_PATTERN = `${UPLOADS_PATH}/*.svg`;

export const SVG_CONTENT_TYPE = 'image/svg+xml';

/** The CloudFront path pattern of PDF uploads (keys end in `.pdf` for PDFs, and only then). */
export const PDF_UPLOADS_PATTERN = `${UPLOADS_PATH}/*.pdf`;

export const PDF_CONTENT_TYPE = 'application/pdf';

/** `sandbox` with no allowances (a unique origin, no script, no forms, no plugins, no top navigation), SVG included. */
export const UPLOADS_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/** Which headers an upload's key gets: the same choice CloudFront's path patterns make. */
export function uploadHeadersFor(key: string): Record<string, string> {
  if (key.endsWith('.pdf')) return { 'content-type': PDF_CONTENT_TYPE };
  if (key.endsWith('.svg'))
    return { 'content-type': SVG_CONTENT_TYPE, 'content-security-policy': UPLOADS_CONTENT_SECURITY_POLICY };
  return { 'content-security-policy': UPLOADS_CONTENT_SECURITY_POLICY };
}
