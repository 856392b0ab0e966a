// The driver's license file is only ever served through a short-lived presigned GET, and only to its
// owner: it is the member's private document, never shown to their group's admins.
import type { Caller } from '@functions/lib/caller';
import { NotFound } from '@functions/lib/errors';
import { PRIVATE_GET_SECONDS, privateFileUrl } from '@functions/domain/uploads/claim-upload';

export async function driversLicenseFile(caller: Caller, userId: string, now = new Date()) {
  if (userId !== caller.userId) throw new NotFound();
  const file = caller.user.driversLicenseFile;
  if (!file) throw new NotFound("No driver's license on file.");
  const url = await privateFileUrl({ ...file, bucket: 'private' });
  return {
    url,
    filename: file.filename,
    expiresAt: new Date(now.getTime() + PRIVATE_GET_SECONDS * 1000).toISOString(),
  };
}
