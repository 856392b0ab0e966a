// The driver's license file is only ever served through a short-lived presigned GET, to its owner
// or to an admin of the group the owner belongs to (the member page shows it).
import { getUserById } from '@functions/data/users';
import type { Caller } from '@functions/lib/caller';
import { NotFound } from '@functions/lib/errors';
import { PRIVATE_GET_SECONDS, privateFileUrl } from '@functions/domain/uploads/claim-upload';

export async function driversLicenseFile(caller: Caller, userId: string, now = new Date()) {
  const user =
    userId === caller.userId
      ? caller.user
      : caller.user.groupAdmin && caller.user.groupId
        ? await getUserById(userId)
        : null;
  if (!user || (userId !== caller.userId && user.groupId !== caller.user.groupId)) throw new NotFound();
  const file = user?.driversLicenseFile;
  if (!file) throw new NotFound("No driver's license on file.");
  const url = await privateFileUrl({ ...file, bucket: 'private' });
  return {
    url,
    filename: file.filename,
    expiresAt: new Date(now.getTime() + PRIVATE_GET_SECONDS * 1000).toISOString(),
  };
}
