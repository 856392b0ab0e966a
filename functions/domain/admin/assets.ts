// The asset library: folders, crumbs, files uploaded by direct upload (use courseAsset, public
// bucket), rename and delete. A file's URL is the public object's lasting URL, so it keeps working
// after a rename and stops working only when the file is deleted.
import { randomUUID } from 'node:crypto';
import type { ActiveFile, ActiveFolder } from '@shared/contracts/admin';
import { ASSET_NAME_MAX } from '@shared/contracts/admin';
import { UPLOAD_MESSAGES } from '@shared/rules/uploads';
import { deleteObject, publicObjectUrl } from '@functions/adapters/storage';
import {
  createAssetFile,
  createAssetFolder,
  deleteAssetFile,
  getAssetFile,
  getAssetFileFolderId,
  getAssetFolder,
  listFolderContents,
  renameAssetFile,
  type AssetFile,
  type AssetFolder,
} from '@functions/data/assets';
import type { Caller } from '@functions/lib/caller';
import { Invalid, NotFound } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { successToast } from '@functions/lib/toasts';
import { discardFile, verifyUpload } from '../uploads/claim-upload';
import { ADMIN_MESSAGES } from './messages';

/** Folders nest; crumbs stop after this many levels (a loop can never be written, but reads stay bounded). */
const MAX_DEPTH = 32;

interface Place {
  folderableType?: 'ActiveFolder' | null;
  folderableId?: string | null;
}

/** The folder a request names (null: the top level), or NotFound. */
async function placeOf(place: Place, field: string): Promise<AssetFolder | null> {
  if (!place.folderableType) {
    if (place.folderableId) throw Invalid.field(`${field}Type`, 'must be ActiveFolder when a folder is named');
    return null;
  }
  if (!place.folderableId) throw Invalid.field(`${field}Id`, "can't be blank");
  const folder = await getAssetFolder(place.folderableId);
  if (!folder) throw new NotFound('Folder not found');
  return folder;
}

function checkName(value: string | undefined, field: string): string {
  const name = (value ?? '').trim();
  if (!name) throw Invalid.field(field, "can't be blank");
  if (name.length > ASSET_NAME_MAX) throw Invalid.field(field, `is too long (at most ${ASSET_NAME_MAX} characters)`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[/\\\u0000-\u001f]/.test(name)) throw Invalid.field(field, 'cannot contain slashes or control characters');
  return name;
}

const presentFolder = (folder: AssetFolder): ActiveFolder => ({
  id: folder.id,
  name: folder.name,
  folderableType: folder.parentId ? 'ActiveFolder' : null,
  folderableId: folder.parentId,
  createdAt: folder.createdAt,
});

async function presentFile(file: AssetFile): Promise<ActiveFile> {
  return {
    id: file.id,
    fileName: file.fileName,
    cdnUrl: await publicObjectUrl(file.key),
    contentType: file.contentType,
    byteSize: file.byteSize,
    createdAt: file.createdAt,
    creator: { firstName: file.creator.firstName, lastName: file.creator.lastName, avatar: { small: null } },
    fileableType: file.folderId ? 'ActiveFolder' : null,
    fileableId: file.folderId,
  };
}

async function crumbsTo(folder: AssetFolder | null): Promise<{ id: string; name: string }[]> {
  const crumbs: { id: string; name: string }[] = [];
  for (let current = folder, depth = 0; current && depth < MAX_DEPTH; depth += 1) {
    crumbs.unshift({ id: current.id, name: current.name });
    current = current.parentId ? await getAssetFolder(current.parentId) : null;
  }
  return crumbs;
}

export async function listActiveResources(place: Place) {
  const folder = await placeOf(place, 'folderable');
  const contents = await listFolderContents(folder?.id ?? null);
  const byName =
    <T>(name: (item: T) => string) =>
    (a: T, b: T) =>
      name(a).localeCompare(name(b), 'en', { sensitivity: 'base' });
  return {
    activeFolders: contents.folders.sort(byName((f) => f.name)).map(presentFolder),
    activeFiles: await Promise.all(contents.files.sort(byName((f) => f.fileName)).map(presentFile)),
    crumbs: await crumbsTo(folder),
  };
}

export async function createActiveFolder(input: { name?: string } & Place, now = new Date()) {
  const name = checkName(input.name, 'name');
  const parent = await placeOf(input, 'folderable');
  const folder: AssetFolder = { id: randomUUID(), name, parentId: parent?.id ?? null, createdAt: now.toISOString() };
  if (!(await createAssetFolder(folder))) throw new NotFound('Folder not found');
  return {
    activeFolder: presentFolder(folder),
    toaster: successToast(ADMIN_MESSAGES.folderCreated(name)),
  };
}

/** Stores an uploaded file (the signed id from POST /api/direct_uploads, use courseAsset). */
export async function createActiveFile(
  caller: Caller,
  input: { file?: string; fileName?: string; fileableType?: 'ActiveFolder' | null; fileableId?: string | null },
  now = new Date(),
) {
  if (!input.file) throw Invalid.field('file', "can't be blank");
  const folder = await placeOf({ folderableType: input.fileableType, folderableId: input.fileableId }, 'fileable');
  const verified = await verifyUpload(caller.userId, input.file, 'courseAsset', 'file', now);
  if (verified.upload.bucket !== 'public')
    throw Invalid.field('file', 'Assets must be uploaded to the public bucket (s3_public).');
  const fileName = checkName(input.fileName ?? verified.upload.filename, 'fileName');
  const file: AssetFile = {
    id: randomUUID(),
    folderId: folder?.id ?? null,
    fileName,
    key: verified.file.key,
    contentType: verified.upload.contentType,
    byteSize: verified.upload.byteSize,
    createdAt: now.toISOString(),
    creator: { id: caller.userId, firstName: caller.user.firstName, lastName: caller.user.lastName },
  };
  const refused = await createAssetFile(file, verified.consume);
  if (refused === 'upload') throw Invalid.field('file', UPLOAD_MESSAGES.invalidSignedId);
  if (refused === 'folder') {
    // Not taken: the copy made for this claim goes (the pending upload stays for a retry).
    if (verified.published) await discardFile(verified.file);
    throw new NotFound('Folder not found');
  }
  return {
    activeFile: await presentFile(file),
    toaster: successToast(ADMIN_MESSAGES.fileUploaded(fileName)),
  };
}

async function locateFile(fileId: string): Promise<AssetFile> {
  const folderId = await getAssetFileFolderId(fileId);
  const file = folderId === undefined ? null : await getAssetFile(folderId, fileId);
  if (!file) throw new NotFound('File not found');
  return file;
}

export async function updateActiveFile(fileId: string, input: { fileName?: string }) {
  const fileName = checkName(input.fileName, 'fileName');
  const file = await locateFile(fileId);
  const written = await renameAssetFile(file.folderId, file.id, fileName);
  if (!written) throw new NotFound('File not found');
  return { activeFile: await presentFile(written) };
}

/** Deletes the file, then its object (a failure to delete the object is logged; the file is gone either way). */
export async function deleteActiveFile(fileId: string) {
  const file = await locateFile(fileId);
  if (!(await deleteAssetFile(file.folderId, file.id))) throw new NotFound('File not found');
  await deleteObject('public', file.key).catch((error: unknown) =>
    logger.warn('Asset object not deleted', { fileId, error: String(error) }),
  );
  return { toaster: successToast(ADMIN_MESSAGES.fileDeleted(file.fileName)) };
}
