// Large CSV exports go to the private bucket and are downloaded through a short-lived presigned GET,
// never held in one Lambda reply (6 MB limit). The key is derived here, per group and export.
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { requireEnv } from '../lib/env';

let client: S3Client | undefined;
const s3 = () => (client ??= new S3Client({ forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3, requestChecksumCalculation: 'WHEN_REQUIRED' }));

export const EXPORT_LINK_SECONDS = 600;

/** Stores the file and answers a link valid for 10 minutes that downloads it under `filename`. */
export async function storeExport(groupId: string, filename: string, body: Buffer): Promise<string> {
  const Bucket = requireEnv('PRIVATE_BUCKET');
  const Key = `exports/${groupId}/${randomUUID()}.csv`;
  await s3().send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: 'text/csv; charset=utf-8' }));
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket, Key, ResponseContentDisposition: `attachment; filename="${filename}"`, ResponseContentType: 'text/csv' }), { expiresIn: EXPORT_LINK_SECONDS });
}
