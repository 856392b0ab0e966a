import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { readMultipart } from '@functions/lib/read-multipart';
import { inviteMembers } from '@functions/domain/groups/csv-invitations';

export const handler = defineHttpHandler(
  contracts.inviteGroupMembers,
  async ({ group, caller, body, upload }) => {
    const outcome = await inviteMembers(group, caller.userId, upload ? { file: upload.file } : { users: body!.users });
    const sent = `${outcome.invited.length} invitation${outcome.invited.length === 1 ? '' : 's'} sent.`;
    return { status: 200, body: { ...outcome, toaster: { type: 'success', message: sent } } };
  },
  { readMultipart },
);
