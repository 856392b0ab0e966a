// Large CSV exports go to the private bucket and are downloaded through a short-lived presigned GET,
// never held in one Lambda reply (6 MB limit) nor in memory: the worker streams the file in
// (export-upload.ts, the only S3 client of the functions); the status route signs its link here.
import { presignedGet } from './storage';

export const EXPORT_LINK_SECONDS = 600;
/** Where export files live in the private bucket (a lifecycle rule in DataStack removes them). */
export const EXPORT_FILES_PREFIX = 'exports/';

/** A link valid for 10 minutes that downloads the stored file under `filename` (signed without the S3 client). */
export function exportLink(key: string, filename: string): Promise<string> {
  return presignedGet(
    'private',
    key,
    { 'response-content-disposition': `attachment; filename="${filename}"`, 'response-content-type': 'text/csv' },
    EXPORT_LINK_SECONDS,
  );
}
