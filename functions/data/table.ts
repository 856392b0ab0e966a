// The one DynamoDB table. Module-level client: created once per cold start.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env';

let client: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return client;
}

export function tableName(): string {
  return env().TABLE_NAME;
}

/** Epoch seconds for the table's `ttl` attribute. */
export function ttlIn(seconds: number, from = Date.now()): number {
  return Math.floor(from / 1000) + seconds;
}

export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** Opaque cursor for paged queries. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined | null): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** An item without its table keys and type: the domain object it stores. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, GSI2PK: _g2, GSI2SK: _g2s, type: _type, ...rest } = item;
  return rest as T;
}

/** Every item of a partition whose sort key starts with a prefix, page by page (small partitions only). */
export async function queryAll<T>(prefix: { PK: string; SKPrefix: string }, options: { attributes?: string[] } = {}): Promise<T[]> {
  // Only the named attributes come back (e.g. lists without large bodies); every page is still read.
  const projection = options.attributes && { ProjectionExpression: options.attributes.map((_, i) => `#a${i}`).join(', '), ExpressionAttributeNames: Object.fromEntries(options.attributes.map((name, i) => [`#a${i}`, name])) };
  const out: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SKPrefix },
        ExclusiveStartKey: start,
        ...projection,
      }),
    );
    out.push(...(page.Items ?? []).map((item) => withoutKeys<T>(item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}
