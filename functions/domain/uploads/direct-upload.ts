// POST /api/direct_uploads: checks the file's use, type and size, derives the object key, records
// the signed id (bound to the caller, expiring, used once) and presigns the PUT.
import { randomUUID } from 'node:crypto';
import type { BodyOf, ResponseOf } from '@shared/contracts/contract';
import type { createDirectUpload as contract } from '@shared/contracts/uploads';
import { UPLOAD_MESSAGES, UPLOAD_USES, type UploadUse } from '@shared/rules/uploads';
import { presignPut } from '@functions/adapters/storage';
import { putUpload } from '@functions/data/uploads';
import type { Caller } from '@functions/lib/caller';
import { hashToken, newToken } from '@functions/lib/crypto';
import { Forbidden, Invalid } from '@functions/lib/errors';

/** The browser has this long to start the PUT. */
export const PRESIGNED_PUT_SECONDS = 10 * 60;
/** And this long to submit the form that takes the signed id. */
export const SIGNED_ID_SECONDS = 60 * 60;

function mayUpload(use: UploadUse, caller: Caller): boolean {
  if (use.access === 'contentAdmin') return caller.user.contentAdmin;
  if (use.access === 'groupAdmin') return caller.user.groupAdmin && Boolean(caller.user.groupId);
  return true;
}

/** Object keys never contain what the client sent verbatim: a fresh id plus a tame copy of the name. */
export function safeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'file';
  const tame = base.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+/, '').slice(-100);
  return tame || 'file';
}

export async function createDirectUpload(caller: Caller, body: BodyOf<typeof contract>, now = new Date()): Promise<ResponseOf<typeof contract, 200>> {
  const use: UploadUse = UPLOAD_USES[body.use];
  if (!mayUpload(use, caller)) throw new Forbidden();
  const { blob } = body;
  if (!use.contentTypes.includes(blob.contentType)) throw Invalid.field('blob.contentType', UPLOAD_MESSAGES.contentType(use));
  if (blob.byteSize > use.maxBytes) throw Invalid.field('blob.byteSize', UPLOAD_MESSAGES.tooLarge(use));

  const bucket = use.forcePrivate || blob.serviceName === 's3_private' ? 'private' : 'public';
  const objectId = randomUUID();
  const key = `${body.use}/${objectId}/${safeFilename(blob.filename)}`;
  const signedId = `upl_${newToken(24)}`;
  const expiresAt = new Date(now.getTime() + SIGNED_ID_SECONDS * 1000).toISOString();
  await putUpload({
    id: hashToken(signedId),
    ownerId: caller.userId,
    use: body.use,
    bucket,
    key,
    filename: blob.filename,
    contentType: blob.contentType,
    byteSize: blob.byteSize,
    checksum: blob.checksum,
    createdAt: now.toISOString(),
    expiresAt,
  });
  const direct = await presignPut(bucket, key, blob, PRESIGNED_PUT_SECONDS);
  return { signed_id: signedId, direct_upload: direct, expiresAt };
}
