// The one paged table Scan: how a migration walks the table (a page at a time, from a cursor, so it
// checkpoints and resumes). Never a request path: only the migration-only data modules
// (`*-migration.ts`) import it, which a layering test holds (tests/unit/architecture/layering.test.ts).
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, decodeCursor, encodeCursor, tableName } from './table';

export interface ScanFilter {
  /** A FilterExpression over the items' attributes. */
  filter: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** Where a page starts (a cursor from the page before, null at the start) and how many items it reads. */
export interface ScanPosition {
  cursor: string | null;
  /** Items read (before the filter) per page; absent: DynamoDB's 1 MB pages. */
  limit?: number;
}

/** One page of a table Scan, its items matching `where`, and the cursor of the next, null at the end. */
export async function scanPage(
  where: ScanFilter,
  at: ScanPosition,
): Promise<{ items: Record<string, unknown>[]; cursor: string | null }> {
  const page = await db().send(
    new ScanCommand({
      TableName: tableName(),
      FilterExpression: where.filter,
      ...(where.names ? { ExpressionAttributeNames: where.names } : {}),
      ...(where.values ? { ExpressionAttributeValues: where.values } : {}),
      ...(at.limit ? { Limit: at.limit } : {}),
      ExclusiveStartKey: decodeCursor(at.cursor),
    }),
  );
  return { items: page.Items ?? [], cursor: encodeCursor(page.LastEvaluatedKey) };
}
