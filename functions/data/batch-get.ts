// Items by key, many at once: BatchGetItem takes at most 100 keys a call, and may leave some
// unprocessed (throttling, 16 MB a reply); those are asked for again after the shared retry pause.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './table';
import { optimistic, RETRY } from './writes';

const BATCH_GET_MAX = 100;

/** The items of these keys that exist, in no particular order (`what` names them in the error). */
export async function batchGetItems(
  keyList: readonly Record<string, unknown>[],
  what: string,
  options: { consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let i = 0; i < keyList.length; i += BATCH_GET_MAX) {
    let pending = keyList.slice(i, i + BATCH_GET_MAX);
    await optimistic({
      write: async () => {
        const reply = await db().send(
          new BatchGetCommand({
            RequestItems: { [tableName()]: { Keys: [...pending], ConsistentRead: options.consistent } },
          }),
        );
        found.push(...(reply.Responses?.[tableName()] ?? []));
        pending = reply.UnprocessedKeys?.[tableName()]?.Keys ?? [];
        return pending.length ? RETRY : undefined;
      },
      // Throttled throughout: a server error (retried by the client), not the caller's conflict.
      exhausted: () => new Error(`BatchGetItem left ${pending.length} ${what} unprocessed`),
    });
  }
  return found;
}
