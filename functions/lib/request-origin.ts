// Defence in depth behind the CSRF token (SECURITY-REVIEW L4): a browser's cross-site write is refused
// on its Sec-Fetch-Site, and a body is read only when sent as JSON (or as the form a `multipart`
// contract declares). A cross-site HTML form can send neither (text/plain, urlencoded and multipart
// need no preflight; JSON does). Webhooks are exempt: their callers are servers with their own types.
// A `form` contract (the spec's Google sign-in post) reads urlencoded forms: its CSRF token and the
// Sec-Fetch-Site check stand alone there.
import type { Contract } from '@shared/contracts/contract';
import { FETCH_SITE_HEADER } from '@shared/contracts/headers';
import { Forbidden, UnsupportedMediaType } from './errors';
import { logger } from './logger';
import { isMultipart } from './multipart';

export const CROSS_SITE_REFUSAL = 'Changes can only be made from CertifyMed itself, not from another site.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** application/json or any structured +json type (application/merge-patch+json), parameters allowed. */
const JSON_TYPE = /^\s*(?:application\/json|[a-z]+\/[\w.!#$&^-]+\+json)\s*(?:;|$)/i;

export const isJsonContentType = (contentType: string | undefined): boolean => JSON_TYPE.test(contentType ?? '');
/** An HTML form's own encoding: read only on `form` contracts (the spec's Google sign-in form). */
export const isFormContentType = (contentType: string | undefined): boolean =>
  /^\s*application\/x-www-form-urlencoded\s*(?:;|$)/i.test(contentType ?? '');

/** Throws 403 for a cross-site write and 415 for a body in a type the route does not read; call once the body size is known. */
export function checkRequestOrigin(
  contract: Contract,
  headers: Record<string, string | undefined>,
  bodyBytes: number,
): void {
  if (contract.webhook) return;
  // An absent header is a non-browser client (or an old browser); the CSRF token still applies.
  if (!SAFE_METHODS.has(contract.method) && headers[FETCH_SITE_HEADER]?.trim().toLowerCase() === 'cross-site') {
    logger.warn('Refused: cross-site write');
    throw new Forbidden(CROSS_SITE_REFUSAL);
  }
  if (bodyBytes === 0) return;
  const contentType = headers['content-type'];
  if (isJsonContentType(contentType) || (contract.multipart && isMultipart(contentType))) return;
  if (contract.form && isFormContentType(contentType)) return;
  logger.info('Refused: content type', { contentType: (contentType ?? '(none)').slice(0, 100) });
  throw new UnsupportedMediaType();
}
