// POST /api/direct_uploads: checks the file's use (named, or inferred from the caller), type and
// size, derives the object key, records the signed id (bound to the caller and its uses, expiring,
// used once) and presigns the PUT.
import { randomUUID } from 'node:crypto';
import type { BodyOf, ResponseOf } from '@shared/contracts/contract';
import type * as contracts from '@shared/contracts/uploads';
import {
  UPLOAD_MESSAGES,
  UPLOAD_USE_NAMES,
  UPLOAD_USES,
  type UploadUse,
  type UploadUseName,
} from '@shared/rules/uploads';
import { PENDING_UPLOADS_PREFIX, presignPut } from '@functions/adapters/storage';
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

type Blob = BodyOf<typeof contracts.createDirectUpload>['blob'];

/** The named use, when the caller may upload for it and its rules accept the file. */
function namedUse(caller: Caller, name: UploadUseName, blob: Blob): UploadUseName[] {
  const use: UploadUse = UPLOAD_USES[name];
  if (!mayUpload(use, caller)) throw new Forbidden();
  if (!use.contentTypes.includes(blob.contentType))
    throw Invalid.field('blob.contentType', UPLOAD_MESSAGES.contentType(use));
  if (blob.byteSize > use.maxBytes) throw Invalid.field('blob.byteSize', UPLOAD_MESSAGES.tooLarge(use));
  return [name];
}

/**
 * The spec's request names no use: every use the caller may upload for whose rules accept the file
 * (a learner: their driver's licence; a group admin: also a member's certification). Personal
 * documents and public files never share a signed id: when both would take the file, serviceName
 * decides (s3_private: the personal documents).
 */
function inferredUses(caller: Caller, blob: Blob): UploadUseName[] {
  const allowed = UPLOAD_USE_NAMES.filter((name) => mayUpload(UPLOAD_USES[name], caller));
  const byType = allowed.filter((name) =>
    (UPLOAD_USES[name].contentTypes as readonly string[]).includes(blob.contentType),
  );
  if (!byType.length)
    throw Invalid.field(
      'blob.contentType',
      allowed.length === 1 ? UPLOAD_MESSAGES.contentType(UPLOAD_USES[allowed[0]!]) : UPLOAD_MESSAGES.noUseAccepts,
    );
  const bySize = byType.filter((name) => blob.byteSize <= UPLOAD_USES[name].maxBytes);
  if (!bySize.length) {
    const largest = byType.reduce((a, b) => (UPLOAD_USES[b].maxBytes > UPLOAD_USES[a].maxBytes ? b : a));
    throw Invalid.field('blob.byteSize', UPLOAD_MESSAGES.tooLarge(UPLOAD_USES[largest]));
  }
  const personal = bySize.filter((name) => UPLOAD_USES[name].forcePrivate);
  const open = bySize.filter((name) => !UPLOAD_USES[name].forcePrivate);
  if (personal.length && open.length) return blob.serviceName === 's3_private' ? personal : open;
  return bySize;
}

/** Object keys never contain what the client sent verbatim: a fresh id plus a tame copy of the name. */
export function safeFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'file';
  const tame = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-100);
  return tame || 'file';
}

/** Extensions per accepted type, the first one canonical. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/heic': ['heic'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4'],
};

/**
 * The key's extension always matches the signed type, in lower case: CloudFront picks the SVG
 * headers (sandbox CSP, fixed type) by the `.svg` extension, so an SVG must end in `.svg` and
 * nothing else may.
 */
export function keyFilename(filename: string, contentType: string): string {
  const name = safeFilename(filename);
  const known = EXTENSIONS[contentType];
  if (!known) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (known.includes(extension)) return `${name.slice(0, dot)}.${extension}`;
  return `${name.slice(0, 100 - known[0]!.length - 1)}.${known[0]}`;
}

export async function createDirectUpload(
  caller: Caller,
  body: BodyOf<typeof contracts.createDirectUpload>,
  now = new Date(),
): Promise<ResponseOf<typeof contracts.createDirectUpload, 200>> {
  const { blob } = body;
  const uses = body.use ? namedUse(caller, body.use, blob) : inferredUses(caller, blob);
  const first = uses[0]!;
  const bucket = UPLOAD_USES[first].forcePrivate || blob.serviceName === 's3_private' ? 'private' : 'public';
  const objectId = randomUUID();
  const key = `${first}/${objectId}/${keyFilename(blob.filename, blob.contentType)}`;
  // Public files wait where nothing serves them until a form takes them (claim-upload.ts).
  const putKey = bucket === 'public' ? `${PENDING_UPLOADS_PREFIX}${key}` : key;
  const signedId = `upl_${newToken(24)}`;
  const expiresAt = new Date(now.getTime() + SIGNED_ID_SECONDS * 1000).toISOString();
  await putUpload({
    id: hashToken(signedId),
    ownerId: caller.userId,
    use: first,
    uses,
    bucket,
    key: putKey,
    filename: blob.filename,
    contentType: blob.contentType,
    byteSize: blob.byteSize,
    checksum: blob.checksum,
    createdAt: now.toISOString(),
    expiresAt,
  });
  const direct = await presignPut(bucket, putKey, blob, PRESIGNED_PUT_SECONDS);
  return { signed_id: signedId, direct_upload: direct, expiresAt };
}
