import * as contracts from '@shared/contracts/groups';
import { defineHttpHandler } from '@functions/handlers/define-http-handler';
import { readMultipart } from '@functions/lib/read-multipart';
import { inviteMembers } from '@functions/domain/groups/csv-invitations';

export const handler = defineHttpHandler(
  contracts.inviteGroupMembers,
  async ({ group, caller, body, upload }) => ({
    status: 200,
    body: await inviteMembers(group, caller.userId, upload ? { file: upload.file } : { users: body!.users }),
  }),
  { readMultipart },
);
