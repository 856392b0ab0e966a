// S3 for uploads: presigned PUTs that sign Content-MD5 and Content-Type, presigned GETs for the
// private bucket, and a HEAD to check what actually arrived (s3rver does not check Content-MD5,
// and S3 only checks it when the browser sends it, so the server compares the ETag too).
// Through S3's REST API signed by the SDK's signer (./s3-rest.ts), not the S3 client: see there why.
import { objectRequest, presign, send, type S3Reply } from './s3-rest';
import { env, requireEnv } from '../lib/env';

export type Bucket = 'public' | 'private';

/**
 * Public uploads are PUT under this prefix, which nothing serves (the bucket policy allows reads
 * of the public uses' own prefixes only) and which expires after a day; the form that takes the
 * signed id copies the object to its lasting key (functions/domain/uploads/claim-upload.ts).
 */
export const PENDING_UPLOADS_PREFIX = 'pending/';

const bucketName = (bucket: Bucket) => requireEnv(bucket === 'public' ? 'PUBLIC_BUCKET' : 'PRIVATE_BUCKET');

/** A presigned GET of one object, the reply's headers set by `response-*` query parameters. */
export const presignedGet = (bucket: Bucket, key: string, query: Record<string, string>, expiresIn: number) =>
  presign(objectRequest('GET', bucketName(bucket), key, { query: { ...query, 'x-id': 'GetObject' } }), { expiresIn });

export interface PresignedPut {
  url: string;
  /** Headers the browser must send with the PUT exactly as given (they are signed). */
  headers: Record<string, string>;
}

export async function presignPut(
  bucket: Bucket,
  key: string,
  file: { contentType: string; checksum: string; byteSize: number },
  expiresIn: number,
): Promise<PresignedPut> {
  // No flexible checksum: the PUT carries Content-MD5, and its length is signed with it.
  const request = objectRequest('PUT', bucketName(bucket), key, {
    query: { 'x-id': 'PutObject' },
    headers: {
      'content-type': file.contentType,
      'content-md5': file.checksum,
      'content-length': String(file.byteSize),
    },
  });
  const url = await presign(request, { expiresIn, signableHeaders: new Set(['content-type', 'content-md5']) });
  return { url, headers: { 'Content-Type': file.contentType, 'Content-MD5': file.checksum } };
}

/** A short-lived GET for one object; the only way a private object is ever served. */
export async function presignGet(
  bucket: Bucket,
  key: string,
  options: { filename: string; expiresIn: number },
): Promise<string> {
  const disposition = `inline; filename="${options.filename.replace(/["\\\r\n]/g, '_')}"`;
  return presignedGet(bucket, key, { 'response-content-disposition': disposition }, options.expiresIn);
}

/**
 * The lasting URL of an object in the public bucket: through CloudFront in AWS (ASSETS_BASE_URL, the
 * distribution's /uploads/* behaviour), else the bucket's own URL (s3rver locally; anyone may GET it):
 * a presigned URL without its signature.
 */
export async function publicObjectUrl(key: string): Promise<string> {
  const base = env().ASSETS_BASE_URL;
  if (base) return `${base.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const signed = await presignedGet('public', key, {}, 60);
  return signed.slice(0, signed.indexOf('?'));
}

/**
 * The content MD5 an object's HEAD reveals, or null when its ETag is not one: S3 gives the MD5 only
 * for single-part objects stored unencrypted or with SSE-S3. Under SSE-KMS (the private bucket in
 * AWS) or SSE-C the ETag is something else; S3 already checked the signed Content-MD5 at the PUT.
 */
export function md5FromHead(head: {
  ETag?: string;
  ServerSideEncryption?: string;
  SSECustomerAlgorithm?: string;
}): string | null {
  if (head.SSECustomerAlgorithm || (head.ServerSideEncryption && head.ServerSideEncryption !== 'AES256')) return null;
  const etag = (head.ETag ?? '').replace(/"/g, '');
  return /^[0-9a-f]{32}$/.test(etag) ? etag : null;
}

const header = (headers: S3Reply['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Size and MD5 (hex, see md5FromHead) of an object, or null when it is not there. */
export async function headObject(
  bucket: Bucket,
  key: string,
): Promise<{ byteSize: number; md5Hex: string | null } | null> {
  try {
    const { headers } = await send(objectRequest('HEAD', bucketName(bucket), key));
    const head = {
      ETag: header(headers, 'etag'),
      ServerSideEncryption: header(headers, 'x-amz-server-side-encryption'),
      SSECustomerAlgorithm: header(headers, 'x-amz-server-side-encryption-customer-algorithm'),
    };
    const length = header(headers, 'content-length');
    return { byteSize: length === undefined ? -1 : Number(length), md5Hex: md5FromHead(head) };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

/**
 * Copies an object within a bucket under another key, with its Content-Type set by us (not carried
 * over from the upload's metadata): how a claimed public upload leaves the pending prefix.
 */
export async function copyObject(bucket: Bucket, fromKey: string, toKey: string, contentType: string): Promise<void> {
  const source = `${bucketName(bucket)}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
  // REPLACE for tags too: an upload has none, and copying them would need s3:GetObjectTagging.
  await send(
    objectRequest('PUT', bucketName(bucket), toKey, {
      query: { 'x-id': 'CopyObject' },
      headers: {
        'x-amz-copy-source': source,
        'x-amz-metadata-directive': 'REPLACE',
        'x-amz-tagging-directive': 'REPLACE',
        'content-type': contentType,
      },
    }),
  );
}

export async function deleteObject(bucket: Bucket, key: string): Promise<void> {
  await send(objectRequest('DELETE', bucketName(bucket), key, { query: { 'x-id': 'DeleteObject' } }));
}

/** Writes an object server-side (the seed's demo files; uploads from browsers go through presigned PUTs). */
export async function putObject(bucket: Bucket, key: string, body: Uint8Array, contentType: string): Promise<void> {
  const request = objectRequest('PUT', bucketName(bucket), key, {
    query: { 'x-id': 'PutObject' },
    headers: { 'content-type': contentType },
  });
  await send({ ...request, body });
}
