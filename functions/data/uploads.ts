// Direct uploads: one item per presigned PUT, keyed by its id. The item binds the signed id to its
// owner and use, expires, and is consumed once by a conditional update (the form that takes it).
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { UPLOAD_USE_NAMES, type UploadUseName } from '@shared/rules/uploads';
import { db, tableName, ttlIn } from './table';
import { itemSchema, parseItem } from './items';
import * as keys from './keys';
import type { TransactItem } from './writes';

export interface Upload {
  id: string;
  ownerId: string;
  /** The use named (or the first one inferred); the consume condition checks it. */
  use: UploadUseName;
  /** Every form that may take the file (several when the client named no use). Absent on items before it: [use]. */
  uses?: UploadUseName[];
  bucket: 'public' | 'private';
  /** Where the browser PUT the object: for a public file under the pending prefix, copied to its lasting key when claimed. */
  key: string;
  filename: string;
  contentType: string;
  byteSize: number;
  /** Base64 MD5 the browser declared (and S3 was told to check). */
  checksum: string;
  createdAt: string;
  /** The signed id is refused after this instant. */
  expiresAt: string;
  consumedAt?: string;
}

/** The item outlives its signed id by a day, so a late submit still finds (and refuses) it. */
const UPLOAD_ITEM_TTL_SECONDS = 25 * 3600;

export async function putUpload(upload: Upload): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.upload(upload.id),
        type: 'Upload',
        ...upload,
        ttl: ttlIn(UPLOAD_ITEM_TTL_SECONDS, Date.parse(upload.createdAt)),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The forms that may take the upload (items written before `uses` name only `use`). */
export const usesOf = (upload: Pick<Upload, 'use' | 'uses'>): UploadUseName[] => upload.uses ?? [upload.use];

const uploadSchema = /* @__PURE__ */ itemSchema<Upload & { ttl?: number }>('Upload', () =>
  z.looseObject({
    id: z.string(),
    ownerId: z.string(),
    use: z.enum(UPLOAD_USE_NAMES),
    uses: z.optional(z.array(z.enum(UPLOAD_USE_NAMES))),
    bucket: z.enum(['public', 'private']),
    key: z.string(),
    filename: z.string(),
    contentType: z.string(),
    byteSize: z.number(),
    checksum: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    consumedAt: z.optional(z.string()),
    ttl: z.optional(z.number()),
  }),
);

export async function getUpload(uploadId: string): Promise<Upload | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.upload(uploadId), ConsistentRead: true }),
  );
  if (!Item) return null;
  const { ttl: _ttl, ...upload } = parseItem(uploadSchema, Item);
  return upload;
}

function consumeUpdate(upload: Pick<Upload, 'id' | 'ownerId' | 'use'>, now: string) {
  return {
    TableName: tableName(),
    Key: keys.upload(upload.id),
    UpdateExpression: 'SET consumedAt = :now',
    ConditionExpression:
      'attribute_exists(PK) AND ownerId = :owner AND #use = :use AND attribute_not_exists(consumedAt) AND expiresAt > :now',
    ExpressionAttributeNames: { '#use': 'use' },
    ExpressionAttributeValues: { ':now': now, ':owner': upload.ownerId, ':use': upload.use },
  };
}

/** Marks the upload used, inside the transaction that stores what it is for; the condition refuses a second use. */
export const consumeUploadItem = (upload: Pick<Upload, 'id' | 'ownerId' | 'use'>, now: string): TransactItem => ({
  Update: consumeUpdate(upload, now),
});
