// How public uploads are served, the one description CloudFront (infra/stacks/web-stack.ts) and
// the local gateway (infra/local/uploads-web.ts) both follow: the public bucket at /uploads/*,
// `nosniff` on everything, and SVG (content admins only, shared/rules/uploads.ts) as an inert
// document: its own fixed Content-Type and a sandbox CSP, so opening one directly runs no script,
// submits no form and reaches nothing (an <img> never runs its script anyway).

/** Where the public uploads bucket is served; functions build asset URLs on it (ASSETS_BASE_URL). */
export const UPLOADS_PATH = '/uploads';

/** The CloudFront path pattern of SVG uploads (keys always end in a lower-case `.svg` for SVG, and only then). */
export const SVG_UPLOADS_PATTERN = `${UPLOADS_PATH}/*.svg`;

export const SVG_CONTENT_TYPE = 'image/svg+xml';

/** `sandbox` with no allowances: a unique origin, no script, no forms, no plugins, no top navigation. */
export const SVG_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";
