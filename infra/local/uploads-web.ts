// Serves the public uploads bucket at /uploads/* the way CloudFront does (infra/stacks/web-stack.ts,
// infra/upload-serving.ts): an anonymous read through the local S3 (whose gate refuses pending/
// and the private bucket as the bucket policy does), `nosniff` and a sandbox CSP on every object
// but PDFs, and SVG and PDF with their fixed Content-Type. Locally ASSETS_BASE_URL points here, so asset URLs have the same shape as in AWS.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { uploadHeadersFor, UPLOADS_PATH } from '../upload-serving';

export interface UploadsOrigin {
  /** The local S3 endpoint (AWS_ENDPOINT_URL_S3). */
  endpoint: string;
  bucket: string;
}

/** Headers passed on from S3, as CloudFront passes them. */
const PASSED = ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control', 'content-disposition'];

export const isUploadsPath = (pathname: string) => pathname.startsWith(`${UPLOADS_PATH}/`);

export async function serveUpload(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  origin: UploadsOrigin,
): Promise<void> {
  const key = pathname.slice(UPLOADS_PATH.length + 1);
  const reply = await fetch(`${origin.endpoint}/${origin.bucket}/${key}`, {
    method: req.method === 'HEAD' ? 'HEAD' : 'GET',
  });
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  for (const name of PASSED) {
    const value = reply.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // The same choice CloudFront's path patterns make (SVG_UPLOADS_PATTERN, PDF_UPLOADS_PATTERN, the rest).
  if (reply.ok) Object.assign(headers, uploadHeadersFor(key));
  res.writeHead(reply.status, headers);
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(await reply.arrayBuffer()));
}
