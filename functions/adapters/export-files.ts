// Large CSV exports go to the private bucket and are downloaded through a short-lived presigned GET,
// never held in one Lambda reply (6 MB limit) nor in memory: the file is streamed in as a multipart
// upload (parts of 5 MB, one in flight). The key is derived here, per group and export.
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { requireEnv } from '../lib/env';

let client: S3Client | undefined;
const s3 = () =>
  (client ??= new S3Client({
    forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  }));

export const EXPORT_LINK_SECONDS = 600;
/** Where export files live in the private bucket (a lifecycle rule in DataStack removes them). */
export const EXPORT_FILES_PREFIX = 'exports/';
const PART_BYTES = 5 * 1024 * 1024;

/** Streams `body` into the private bucket as the export's file; answers its key. */
export async function uploadExport(groupId: string, exportId: string, body: Readable): Promise<string> {
  const Key = `${EXPORT_FILES_PREFIX}${groupId}/${exportId}.csv`;
  await new Upload({
    client: s3(),
    params: { Bucket: requireEnv('PRIVATE_BUCKET'), Key, Body: body, ContentType: 'text/csv; charset=utf-8' },
    partSize: PART_BYTES,
    queueSize: 1,
  }).done();
  return Key;
}

/** A link valid for 10 minutes that downloads the stored file under `filename`. */
export function exportLink(key: string, filename: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: requireEnv('PRIVATE_BUCKET'),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${filename}"`,
      ResponseContentType: 'text/csv',
    }),
    { expiresIn: EXPORT_LINK_SECONDS },
  );
}
