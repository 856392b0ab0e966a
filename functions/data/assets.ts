// The admin's asset library: folders and files (objects in the public bucket). A folder's contents
// are one partition (`ASSETS#<folder>`, or `ASSETS#ROOT` for the top level), listed with one Query
// per kind; each folder and file also has a ref item naming where it lives, for calls that name only
// its id. Entries and refs are written and deleted together in transactions.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from './keys';
import * as z from 'zod/mini';
import { db, queryAll, tableName } from './table';
import { itemSchema, parseItem } from './items';
import { isConditionalCheckFailure, optimistic, transact, type TransactItem } from './writes';

export interface AssetFolder {
  id: string;
  name: string;
  /** null: at the top level. */
  parentId: string | null;
  createdAt: string;
}

export interface AssetFile {
  id: string;
  folderId: string | null;
  fileName: string;
  key: string;
  contentType: string;
  byteSize: number;
  createdAt: string;
  creator: { id: string; firstName: string; lastName: string };
}

const folderSchema = /* @__PURE__ */ itemSchema<AssetFolder>('AssetFolder', () =>
  z.looseObject({ id: z.string(), name: z.string(), parentId: z.nullable(z.string()), createdAt: z.string() }),
);
const fileSchema = /* @__PURE__ */ itemSchema<AssetFile>('AssetFile', () =>
  z.looseObject({
    id: z.string(),
    folderId: z.nullable(z.string()),
    fileName: z.string(),
    key: z.string(),
    contentType: z.string(),
    byteSize: z.number(),
    createdAt: z.string(),
    creator: z.looseObject({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  }),
);
const fileRefSchema = /* @__PURE__ */ itemSchema('AssetFileRef', () =>
  z.looseObject({ folderId: z.optional(z.nullable(z.string())) }),
);

const prefix = (folderId: string | null, kind: 'FOLDER#' | 'FILE#') => ({
  PK: keys.assetFolderContents(folderId).PK,
  SKPrefix: kind,
});

export async function listFolderContents(
  folderId: string | null,
): Promise<{ folders: AssetFolder[]; files: AssetFile[] }> {
  const [folders, files] = await Promise.all([
    queryAll(prefix(folderId, 'FOLDER#'), { consistent: true, item: folderSchema }),
    queryAll(prefix(folderId, 'FILE#'), { consistent: true, item: fileSchema }),
  ]);
  return { folders, files };
}

export async function getAssetFolder(folderId: string): Promise<AssetFolder | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.assetFolderRef(folderId), ConsistentRead: true }),
  );
  return Item ? parseItem(folderSchema, Item) : null;
}

/** The folder of a file id, or undefined when no such file exists (null is the top level). */
export async function getAssetFileFolderId(fileId: string): Promise<string | null | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.assetFileRef(fileId), ConsistentRead: true }),
  );
  return Item ? (parseItem(fileRefSchema, Item).folderId ?? null) : undefined;
}

const parentExists = (parentId: string | null): TransactItem[] =>
  parentId
    ? [
        {
          ConditionCheck: {
            TableName: tableName(),
            Key: keys.assetFolderRef(parentId),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
      ]
    : [];

/** Creates a folder under its parent; false when the parent folder is gone. */
export async function createAssetFolder(folder: AssetFolder): Promise<boolean> {
  const failed = await optimistic({
    write: () =>
      transact({
        entry: {
          Put: {
            TableName: tableName(),
            Item: { ...keys.assetFolderEntry(folder.parentId, folder.id), type: 'AssetFolder', ...folder },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ref: {
          Put: {
            TableName: tableName(),
            Item: { ...keys.assetFolderRef(folder.id), type: 'AssetFolderRef', ...folder },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        parent: parentExists(folder.parentId),
      }),
  });
  return failed.length === 0;
}

/**
 * Stores a file in its folder, using up its upload in the same transaction: 'upload' when the signed
 * id was used meanwhile, 'folder' when the folder is gone, null when stored.
 */
export async function createAssetFile(
  file: AssetFile,
  consumeUpload: TransactItem,
): Promise<'upload' | 'folder' | null> {
  const failed = await optimistic({
    write: () =>
      transact({
        entry: {
          Put: {
            TableName: tableName(),
            Item: { ...keys.assetFileEntry(file.folderId, file.id), type: 'AssetFile', ...file },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ref: {
          Put: {
            TableName: tableName(),
            Item: { ...keys.assetFileRef(file.id), type: 'AssetFileRef', fileId: file.id, folderId: file.folderId },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        upload: consumeUpload,
        folder: parentExists(file.folderId),
      }),
  });
  if (!failed.length) return null;
  return failed.includes('upload') ? 'upload' : 'folder';
}

export async function getAssetFile(folderId: string | null, fileId: string): Promise<AssetFile | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.assetFileEntry(folderId, fileId), ConsistentRead: true }),
  );
  return Item ? parseItem(fileSchema, Item) : null;
}

/** Renames a file; the file as written, or null when it is gone. */
export async function renameAssetFile(
  folderId: string | null,
  fileId: string,
  fileName: string,
): Promise<AssetFile | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.assetFileEntry(folderId, fileId),
        UpdateExpression: 'SET fileName = :name',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':name': fileName },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseItem(fileSchema, Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}

/** Deletes a file's entry and ref; false when it was already gone. */
export async function deleteAssetFile(folderId: string | null, fileId: string): Promise<boolean> {
  const failed = await optimistic({
    write: () =>
      transact({
        entry: {
          Delete: {
            TableName: tableName(),
            Key: keys.assetFileEntry(folderId, fileId),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        ref: { Delete: { TableName: tableName(), Key: keys.assetFileRef(fileId) } },
      }),
  });
  return failed.length === 0;
}
