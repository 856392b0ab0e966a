import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { localToday } from '@functions/lib/today';
import { exportUsers } from '@functions/domain/groups/csv-export';

export const handler = defineHttpHandler(contracts.exportGroupUsers, async ({ group, caller, query, request }) => {
  const file = await exportUsers(group, { userId: caller.userId, ip: request.ip }, query, await localToday(request));
  if (file.kind === 'job')
    return { status: 202 as const, body: { exportId: file.exportId, status: 'pending' as const } };
  return {
    status: 200 as const,
    headers: { 'content-disposition': `attachment; filename="${file.filename}"` } as Record<string, string>,
    body: new Uint8Array(file.body),
  };
});
