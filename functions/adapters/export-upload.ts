// The CSV export worker's upload: the file streamed into the private bucket as a multipart upload
// (parts of 5 MB, one in flight) by the SDK's S3 client and lib-storage, under export-files.ts's
// prefix. Its own module so that only the worker bundles the S3 client (lib-storage's Upload class
// is kept by any bundle that imports its module).
import type { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { sdkClientConfig, WORKER_BUDGET } from '../lib/call-budgets';
import { requireEnv } from '../lib/env';
import { EXPORT_FILES_PREFIX } from './export-files';

let client: S3Client | undefined;
const s3 = () =>
  (client ??= new S3Client({
    ...sdkClientConfig(WORKER_BUDGET),
    forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  }));

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
