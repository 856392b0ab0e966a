import { exportUserCourseExpirations } from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/lib/http-handler';
import { localToday } from '@functions/lib/today';
import { exportExpirations } from '@functions/domain/groups/csv-export';

export const handler = defineHttpHandler(exportUserCourseExpirations, async ({ group, query, request }) => {
  const file = await exportExpirations(group, query, await localToday(request));
  if (file.kind === 'link') return { status: 303 as const, headers: { location: file.url } as Record<string, string>, body: undefined };
  return { status: 200 as const, headers: { 'content-disposition': `attachment; filename="${file.filename}"` } as Record<string, string>, body: new Uint8Array(file.body) };
});
