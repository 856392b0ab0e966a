// Taking a signed id from a form: it must be the caller's, for this use, unexpired and unused, and
// the object must be in the bucket with the declared size and MD5. Used once: the caller's write
// includes `consume` in its transaction.
// A public file waits under the pending prefix (never served, expired after a day); taking it
// copies it to its lasting key, which is what the form stores.
import { Buffer } from 'node:buffer';
import { UPLOAD_MESSAGES, type UploadUseName } from '@shared/rules/uploads';
import { PENDING_UPLOADS_PREFIX, copyObject, deleteObject, headObject, presignGet } from '@functions/adapters/storage';
import { consumeUploadItem, getUpload, usesOf, type Upload } from '@functions/data/uploads';
import type { TransactItem } from '@functions/data/writes';
import { hashToken } from '@functions/lib/crypto';
import { Invalid } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';

/** A stored file as other entities keep it (e.g. the user's driversLicenseFile). */
export interface StoredFile {
  filename: string;
  key: string;
  bucket?: 'public' | 'private';
  contentType?: string;
}

export interface VerifiedUpload {
  upload: Upload;
  file: StoredFile;
  /** Put this in the transaction that stores `file`: it fails when the signed id was used meanwhile. */
  consume: TransactItem;
  /** True when `file` is a copy made for this claim (a public file out of the pending prefix). */
  published: boolean;
}

/** Under pending/, a public upload's key; once taken, the same path under the taking form's use. */
const isPending = (upload: Upload) => upload.bucket === 'public' && upload.key.startsWith(PENDING_UPLOADS_PREFIX);
export const publishedKey = (upload: Upload, use: UploadUseName) =>
  [use, ...upload.key.slice(PENDING_UPLOADS_PREFIX.length).split('/').slice(1)].join('/');

/** Private objects are served through links this short-lived. */
export const PRIVATE_GET_SECONDS = 5 * 60;

export async function verifyUpload(
  ownerId: string,
  signedId: string,
  use: UploadUseName,
  field: string,
  now = new Date(),
): Promise<VerifiedUpload> {
  const upload = /^upl_[A-Za-z0-9_-]{16,64}$/.test(signedId) ? await getUpload(hashToken(signedId)) : null;
  const usable =
    upload &&
    upload.ownerId === ownerId &&
    usesOf(upload).includes(use) &&
    !upload.consumedAt &&
    upload.expiresAt > now.toISOString();
  if (!usable) {
    logger.info('Refused: upload signed id', { known: Boolean(upload), field });
    throw Invalid.field(field, UPLOAD_MESSAGES.invalidSignedId);
  }
  const head = await headObject(upload.bucket, upload.key);
  const expectedMd5 = Buffer.from(upload.checksum, 'base64').toString('hex');
  if (!head || head.byteSize !== upload.byteSize || (head.md5Hex !== null && head.md5Hex !== expectedMd5)) {
    // The spec logs a checksum failure; the user is asked to upload again. A corrupt object is removed.
    logger.warn('Upload checksum or size mismatch', {
      field,
      arrived: Boolean(head),
      sizeMatches: head?.byteSize === upload.byteSize,
    });
    if (head) await deleteObject(upload.bucket, upload.key);
    throw Invalid.field(field, UPLOAD_MESSAGES.notUploaded);
  }
  // The copy gets the type the upload signed (one the use accepts), whatever metadata the PUT carried.
  const published = isPending(upload);
  const key = published ? publishedKey(upload, use) : upload.key;
  if (published) await copyObject('public', upload.key, key, upload.contentType);
  return {
    upload,
    file: { filename: upload.filename, key, bucket: upload.bucket, contentType: upload.contentType },
    consume: consumeUploadItem(upload, now.toISOString()),
    published,
  };
}

/** A short-lived link to a stored private file. Callers check who may see it first. */
export const privateFileUrl = (file: StoredFile) =>
  presignGet(file.bucket ?? 'private', file.key, { filename: file.filename, expiresIn: PRIVATE_GET_SECONDS });

/** Deletes a stored file that was replaced; a failure is logged, never the user's problem (the bucket's lifecycle ends old versions). */
export async function discardFile(file: StoredFile): Promise<void> {
  try {
    await deleteObject(file.bucket ?? 'private', file.key);
  } catch (error) {
    logger.warn('Could not delete a replaced file', {
      bucket: file.bucket ?? 'private',
      errorName: (error as Error).name,
    });
  }
}
