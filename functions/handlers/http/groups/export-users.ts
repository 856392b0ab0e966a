import { exportGroupUsers } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { exportMembers } from '@functions/domain/groups/csv-export';

export const handler = defineHttpHandler(exportGroupUsers, async ({ group, query }) => {
  const file = await exportMembers(group, query);
  if (file.kind === 'link') return { status: 303 as const, headers: { location: file.url } as Record<string, string>, body: undefined };
  return { status: 200 as const, headers: { 'content-disposition': `attachment; filename="${file.filename}"` } as Record<string, string>, body: new Uint8Array(file.body) };
});
